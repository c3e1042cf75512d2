import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Scrolls to the element named by the address hash once the page has rendered; the router's own
 * scroll restoration runs before a lazily loaded page exists, so it cannot find the target.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation()
  useEffect(() => {
    if (!hash) return
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [hash, key])
}
