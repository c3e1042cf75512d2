import { fieldSlotRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ slotRecipes: { field: fieldSlotRecipe } })

export { Field } from '@chakra-ui/react'
