import { tableSlotRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ slotRecipes: { table: tableSlotRecipe } })

export { Table } from '@chakra-ui/react'
