import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * True while React hydrates a page prerendered at build (and while prerendering it), false from the
 * render after, and always false for a page rendered in the browser from the start.
 */
export const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )

// Prerendering at build draws every page as if hydrating; in the browser the entry says when
let appHydrating = typeof window === 'undefined'

/** Set by the app's entry: from hydrating a prerendered page until its effects have run. */
export function setAppHydrating(active: boolean): void {
  appHydrating = active
}

/**
 * Whether the app is hydrating a page prerendered at build, read without subscribing: for a choice
 * made once, on a component's first render. Unlike useHydrating, the component is not rendered
 * again when hydration ends, which for a whole form is a long task on a phone.
 */
export const isAppHydrating = () => appHydrating
