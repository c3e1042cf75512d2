import { Progress as ChakraProgress } from '@chakra-ui/react'
import { progressSlotRecipe } from '@chakra-ui/react/theme'
import { withRecipe } from './with-recipe'

export const Progress = {
  ...ChakraProgress,
  Root: withRecipe(ChakraProgress.Root, progressSlotRecipe),
}
