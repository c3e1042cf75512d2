import { Tabs as ChakraTabs } from '@chakra-ui/react'
import { tabsSlotRecipe } from '@chakra-ui/react/theme'
import { withRecipe } from './with-recipe'

export const Tabs = { ...ChakraTabs, Root: withRecipe(ChakraTabs.Root, tabsSlotRecipe) }
