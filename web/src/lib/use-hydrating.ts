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
