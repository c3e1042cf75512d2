import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ slotRecipes: { nativeSelect: nativeSelectSlotRecipe } })

export { NativeSelect } from '@chakra-ui/react'
