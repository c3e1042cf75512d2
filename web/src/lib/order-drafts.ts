import { browserSession, writeJson, type StorageLike } from './session-json'

/**
 * What the order flow keeps in this tab, by session storage key: the reports typed so far (the
 * key is the specification's, section 3), the checkout visit and the coupon.
 */
export const orderDraftKeys = {
  pendingReports: 'pendingReports',
  checkoutVisit: 'checkoutVisit',
  appliedCoupon: 'appliedCoupon',
} as const

/**
 * Forgets the order flow's drafts (someone else's name, birth date and phone among them) on
 * logout and on account deletion, so whoever uses this browser next finds none of it. By key
 * alone: the session code that calls this loads with every page, the drafts' schemas do not.
 */
export function clearOrderDrafts(storage: StorageLike = browserSession()): void {
  for (const key of Object.values(orderDraftKeys)) writeJson(storage, key, null)
}
