import { textareaRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ recipes: { textarea: textareaRecipe } })

export { Textarea } from '@chakra-ui/react'
