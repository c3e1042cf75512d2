import { menuSlotRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ slotRecipes: { menu: menuSlotRecipe } })

export { Menu } from '@chakra-ui/react'
