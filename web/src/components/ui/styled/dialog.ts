import { Dialog as ChakraDialog } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { withRecipe } from './with-recipe'

export const Dialog = { ...ChakraDialog, Root: withRecipe(ChakraDialog.Root, dialogSlotRecipe) }
