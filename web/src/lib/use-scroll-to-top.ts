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
