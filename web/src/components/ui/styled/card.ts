import { cardSlotRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ slotRecipes: { card: cardSlotRecipe } })

export { Card } from '@chakra-ui/react'
