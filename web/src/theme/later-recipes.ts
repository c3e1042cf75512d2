import {
  alertSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  inputRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme'
import { system } from './system'

// The recipes of the components that neither the frame of every page nor the home page renders
// (forms, lists, dialogs, menus, tables...), kept out of the first script. Chakra looks a recipe up
// in the theme when a component first renders, so each module that renders one imports this one
// first (lazy-pages.ts for the pages), and the recipes are in the theme before they are asked for.
const theme = system._config.theme!

Object.assign(theme.recipes!, {
  checkmark: checkmarkRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  textarea: textareaRecipe,
})

Object.assign(theme.slotRecipes!, {
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
})
