import { siteMessages } from '@shop/domain'
import type { Location } from 'react-router-dom'

export interface NavLinkItem {
  to: string
  label: string
}

const { nav } = siteMessages

export const navLinks: readonly NavLinkItem[] = [
  { to: '/', label: nav.home },
  { to: '/#about', label: nav.about },
  { to: '/#numerology', label: nav.numerology },
  { to: '/contact', label: nav.contact },
]

/** Home and its sections share one path, so the hash decides which link is current. */
export function isCurrentLink(to: string, location: Pick<Location, 'pathname' | 'hash'>): boolean {
  const [path, hash] = to.split('#')
  if (location.pathname !== path) return false
  return hash ? location.hash === `#${hash}` : location.hash === ''
}
