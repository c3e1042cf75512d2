import { checkboxSlotRecipe, checkmarkRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({
  recipes: { checkmark: checkmarkRecipe },
  slotRecipes: { checkbox: checkboxSlotRecipe },
})

export { Checkbox } from '@chakra-ui/react'
