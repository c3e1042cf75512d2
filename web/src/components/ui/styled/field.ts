import { Field as ChakraField } from '@chakra-ui/react'
import { fieldSlotRecipe } from '@chakra-ui/react/theme'
import { withRecipe } from './with-recipe'

export const Field = { ...ChakraField, Root: withRecipe(ChakraField.Root, fieldSlotRecipe) }
