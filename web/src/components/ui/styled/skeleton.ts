import { skeletonRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ recipes: { skeleton: skeletonRecipe } })

export { Skeleton } from '@chakra-ui/react'
