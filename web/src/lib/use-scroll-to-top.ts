import { useEffect } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom'

/** A new page starts at its top; going back or forward leaves the browser to restore the place. */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation()
  const navigationType = useNavigationType()
  useEffect(() => {
    if (navigationType !== NavigationType.Pop && !hash) window.scrollTo(0, 0)
  }, [pathname, hash, navigationType])
}

/**
 * A page loaded afresh (a typed address, a link from elsewhere, a reload) starts at its top or
 * its hash; only going back or forward returns to the place left. On a reload Chromium restores
 * the place as soon as the prerendered page is tall enough, before this runs, and may again until
 * the page has loaded: so the page is put back at its top now and at load (unless the visitor
 * moved meanwhile), with restoring off until then and on again for moves within the app. A hash
 * is the page's to scroll to (useScrollToHash).
 */
export function startFreshLoadsAtTop(): void {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  if (entry?.type === 'back_forward') return
  history.scrollRestoration = 'manual'
  let visitorMoved = false
  const moved = () => (visitorMoved = true)
  const visitorInput = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const
  for (const type of visitorInput) window.addEventListener(type, moved, { once: true })
  const toTop = () => {
    if (!location.hash && !visitorMoved) window.scrollTo(0, 0)
  }
  toTop()
  const settle = () =>
    requestAnimationFrame(() => {
      toTop()
      history.scrollRestoration = 'auto'
      for (const type of visitorInput) window.removeEventListener(type, moved)
    })
  // A prerendered page fetches the app only once it has painted, often after its load event
  if (document.readyState === 'complete') settle()
  else window.addEventListener('load', settle, { once: true })
}
