import { tabsSlotRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ slotRecipes: { tabs: tabsSlotRecipe } })

export { Tabs } from '@chakra-ui/react'
