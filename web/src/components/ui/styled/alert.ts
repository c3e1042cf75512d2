import { Alert as ChakraAlert } from '@chakra-ui/react'
import { alertSlotRecipe } from '@chakra-ui/react/theme'
import { withRecipe } from './with-recipe'

export const Alert = { ...ChakraAlert, Root: withRecipe(ChakraAlert.Root, alertSlotRecipe) }
