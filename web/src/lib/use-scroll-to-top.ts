import { useEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/** A new page starts at its top; going back or forward leaves the browser to restore the place. */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation()
  const navigationType = useNavigationType()
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0)
  }, [pathname, hash, navigationType])
}

/**
 * A page loaded afresh (a typed address, a link from elsewhere, a reload) starts at its top or
 * its hash; only going back or forward returns to the place left. Chromium restores the place on
 * a reload too, as soon as the prerendered page is tall enough, before this runs: so the page is
 * put back at its top, and restoring stays off until the page has loaded, then on again for
 * moves within the app. A hash is the page's to scroll to (useScrollToHash).
 */
export function startFreshLoadsAtTop(): void {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  if (entry?.type === 'back_forward') return
  history.scrollRestoration = 'manual'
  if (!location.hash) window.scrollTo(0, 0)
  window.addEventListener(
    'load',
    () => requestAnimationFrame(() => (history.scrollRestoration = 'auto')),
    { once: true },
  )
}
