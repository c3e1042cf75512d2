import { Skeleton as ChakraSkeleton } from '@chakra-ui/react'
import { skeletonRecipe } from '@chakra-ui/react/theme'
import { withRecipe } from './with-recipe'

export const Skeleton = withRecipe(ChakraSkeleton, skeletonRecipe)
