import { drawerSlotRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ slotRecipes: { drawer: drawerSlotRecipe } })

export { Drawer } from '@chakra-ui/react'
