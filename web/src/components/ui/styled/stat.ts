import { statSlotRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ slotRecipes: { stat: statSlotRecipe } })

export { Stat } from '@chakra-ui/react'
