import { Input as ChakraInput } from '@chakra-ui/react'
import { inputRecipe } from '@chakra-ui/react/theme'
import { withRecipe } from './with-recipe'

export const Input = withRecipe(ChakraInput, inputRecipe)
export { InputGroup } from '@chakra-ui/react'
