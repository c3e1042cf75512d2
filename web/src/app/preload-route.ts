import { isValidElement } from 'react'
import { matchRoutes } from 'react-router-dom'
import type { LazyPage } from './lazy-page'
import { routes } from './router'

const isLazyPage = (type: unknown): type is LazyPage =>
  typeof type === 'object' && type !== null && 'preload' in type

/** Loads the code of every lazy page the path shows, so it renders without suspending. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.flatMap(({ route }) =>
      isValidElement(route.element) && isLazyPage(route.element.type)
        ? [route.element.type.preload()]
        : [],
    ),
  )
}

/**
 * Loads the code of the page a navigation is about to open (while a sign-in is checked, say). A
 * failure is left to the navigation itself, which loads the page again and shows its error.
 */
export function preloadAhead(pathname: string): void {
  preloadRoute(pathname).catch(() => undefined)
}
