import { alertSlotRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ slotRecipes: { alert: alertSlotRecipe } })

export { Alert } from '@chakra-ui/react'
