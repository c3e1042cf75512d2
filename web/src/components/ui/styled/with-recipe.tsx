import type { ComponentType } from 'react'

/**
 * `Component` drawn with `recipe`, passed as Chakra's `recipe` prop rather than put in the theme:
 * the theme is part of every page's first script, and this way a recipe comes with the pages that
 * draw its component. A `recipe` given where the component is drawn still wins.
 */
export function withRecipe<Props extends { recipe?: unknown }>(
  Component: ComponentType<Props>,
  recipe: NonNullable<Props['recipe']>,
): ComponentType<Props> {
  return function WithRecipe(props: Props) {
    const styled = { ...props, recipe: props.recipe ?? recipe }
    return <Component {...styled} />
  }
}
