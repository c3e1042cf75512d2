import { RESET } from 'jotai/utils'
import { appliedCouponAtom } from './applied-coupon'
import { checkoutVisitAtom } from './checkout-visit'
import { pendingReportsAtom } from './pending-reports'
import { sessionStore, type SessionStore } from './session-state'

/**
 * Forgets what the order flow keeps in this tab: the reports typed so far (someone else's name,
 * birth date and phone), the checkout visit and the coupon. On logout and on account deletion,
 * so whoever uses this browser next finds none of it.
 */
export function clearOrderDrafts(store: SessionStore = sessionStore): void {
  store.set(pendingReportsAtom, RESET)
  store.set(checkoutVisitAtom, RESET)
  store.set(appliedCouponAtom, RESET)
}
