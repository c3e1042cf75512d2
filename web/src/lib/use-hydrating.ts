import { startTransition, useEffect, useState } from 'react'

/**
 * True while React hydrates a page prerendered at build (and while prerendering it), false from a
 * render after, and always false for a page rendered in the browser from the start. The render
 * after hydrating is a transition: a change of what an external store holds would have React draw
 * each such component and all below it synchronously, in one long task as the page became usable.
 */
export function useHydrating(): boolean {
  const [hydrating, setHydrating] = useState(isAppHydrating)
  useEffect(() => {
    if (hydrating) startTransition(() => setHydrating(false))
  }, [hydrating])
  return hydrating
}

// Prerendering at build draws every page as if hydrating; in the browser the entry says when
let appHydrating = typeof window === 'undefined'

let afterPageHydrated: (() => void) | undefined

/**
 * Set by the app's entry as it hydrates a prerendered page: true until the page has hydrated, when
 * `then` runs (once).
 */
export function startAppHydrating(then: () => void): void {
  appHydrating = true
  afterPageHydrated = then
}

/**
 * Rendered after the page, inside its Suspense boundary, on the server as in the browser. React
 * hydrates the content of a boundary in a pass of its own after the rest of the app has committed,
 * so only an effect in there runs once the page itself is hydrated.
 */
export function PageHydrated() {
  useEffect(() => {
    const then = afterPageHydrated
    afterPageHydrated = undefined
    appHydrating = false
    then?.()
  }, [])
  return null
}

/**
 * Whether the app is hydrating a page prerendered at build, read without subscribing: for a choice
 * made once, on a component's first render. Unlike useHydrating, the component is not rendered
 * again when hydration ends, which for a whole form is a long task on a phone.
 */
export const isAppHydrating = () => appHydrating
