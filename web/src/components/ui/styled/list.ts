import { listSlotRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ slotRecipes: { list: listSlotRecipe } })

export { List } from '@chakra-ui/react'
