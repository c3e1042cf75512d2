import {
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  linkRecipe,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme'

// The recipes of the Chakra components that the frame of every page and the home page render, by
// the key each component asks for; the others join later (later-recipes.ts). A component missing
// from both renders unstyled: add its recipe when you start using one.
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
}

export const slotRecipes = {
  card: cardSlotRecipe,
}
