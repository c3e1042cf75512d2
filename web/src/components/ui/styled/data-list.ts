import { DataList as ChakraDataList } from '@chakra-ui/react'
import { dataListSlotRecipe } from '@chakra-ui/react/theme'
import { withRecipe } from './with-recipe'

export const DataList = {
  ...ChakraDataList,
  Root: withRecipe(ChakraDataList.Root, dataListSlotRecipe),
}
