import { fieldsetSlotRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ slotRecipes: { fieldset: fieldsetSlotRecipe } })

export { Fieldset } from '@chakra-ui/react'
