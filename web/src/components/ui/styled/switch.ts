import { switchSlotRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ slotRecipes: { switch: switchSlotRecipe } })

export { Switch } from '@chakra-ui/react'
