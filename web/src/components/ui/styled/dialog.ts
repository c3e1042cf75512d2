import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ slotRecipes: { dialog: dialogSlotRecipe } })

export { Dialog } from '@chakra-ui/react'
