import { clearAppliedCoupon } from './applied-coupon'
import { clearCheckoutVisit } from './checkout-visit'
import { clearPendingReports } from './pending-reports'
import { browserSession, type StorageLike } from './session-json'

/**
 * Forgets what the order flow keeps in this tab: the reports typed so far (someone else's name,
 * birth date and phone), the checkout visit and the coupon. On logout and on account deletion,
 * so whoever uses this browser next finds none of it.
 */
export function clearOrderDrafts(storage: StorageLike = browserSession()): void {
  clearPendingReports(storage)
  clearCheckoutVisit(storage)
  clearAppliedCoupon(storage)
}
