import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react'
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme'
import { withRecipe } from './with-recipe'

export const NativeSelect = {
  ...ChakraNativeSelect,
  Root: withRecipe(ChakraNativeSelect.Root, nativeSelectSlotRecipe),
}
