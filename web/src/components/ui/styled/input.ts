import { inputAddonRecipe, inputRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ recipes: { input: inputRecipe, inputAddon: inputAddonRecipe } })

export { Input, InputGroup } from '@chakra-ui/react'
