import { progressSlotRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ slotRecipes: { progress: progressSlotRecipe } })

export { Progress } from '@chakra-ui/react'
