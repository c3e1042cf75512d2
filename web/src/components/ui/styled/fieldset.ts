import { Fieldset as ChakraFieldset } from '@chakra-ui/react'
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme'
import { withRecipe } from './with-recipe'

export const Fieldset = {
  ...ChakraFieldset,
  Root: withRecipe(ChakraFieldset.Root, fieldsetSlotRecipe),
}
