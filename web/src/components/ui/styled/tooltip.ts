import { tooltipSlotRecipe } from '@chakra-ui/react/theme'
import { addPageRecipes } from '../../../theme/system'

addPageRecipes({ slotRecipes: { tooltip: tooltipSlotRecipe } })

export { Tooltip } from '@chakra-ui/react'
