import { EmptyState as ChakraEmptyState } from '@chakra-ui/react'
import { emptyStateSlotRecipe } from '@chakra-ui/react/theme'
import { withRecipe } from './with-recipe'

export const EmptyState = {
  ...ChakraEmptyState,
  Root: withRecipe(ChakraEmptyState.Root, emptyStateSlotRecipe),
}
