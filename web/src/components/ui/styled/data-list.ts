import { dataListSlotRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ slotRecipes: { dataList: dataListSlotRecipe } })

export { DataList } from '@chakra-ui/react'
