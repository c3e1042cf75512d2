import { emptyStateSlotRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ slotRecipes: { emptyState: emptyStateSlotRecipe } })

export { EmptyState } from '@chakra-ui/react'
