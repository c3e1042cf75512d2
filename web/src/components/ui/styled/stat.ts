import { Stat as ChakraStat } from '@chakra-ui/react'
import { statSlotRecipe } from '@chakra-ui/react/theme'
import { withRecipe } from './with-recipe'

export const Stat = { ...ChakraStat, Root: withRecipe(ChakraStat.Root, statSlotRecipe) }
