import {
  badgeRecipe,
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  linkRecipe,
  separatorRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme'

// The recipes of the Chakra components the layout and many pages draw, by the key each component
// asks for. The others come with the pages that draw them: web/src/components/ui/styled. A
// component whose recipe is in neither would render unstyled; page-recipes.test.tsx finds one.
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
}

export const slotRecipes = {
  toast: toastSlotRecipe,
}
