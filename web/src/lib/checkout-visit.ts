import { RESET } from 'jotai/utils'
import { z } from 'zod/mini'
import { randomId } from './random-id'
import { sessionAtom, sessionStore, type SessionStore } from './session-state'

export const checkoutVisitKey = 'checkoutVisit'

/**
 * One visit to checkout: the Idempotency-Key its order is created with, and the coupon that order
 * carries. A reload (or StrictMode's second effect) finds the same visit and so the same order;
 * reports edited meanwhile keep the visit too, and the shop changes its unpaid order to match
 * them, so a visit has one order however often the customer goes back to fix a detail.
 */
const checkoutVisitSchema = z.object({
  idempotencyKey: z.string().check(z.minLength(8)),
  couponCode: z.nullable(z.string()),
  orderId: z.nullable(z.string()),
})
export type CheckoutVisit = z.infer<typeof checkoutVisitSchema>

export const checkoutVisitAtom = sessionAtom<CheckoutVisit | null>(
  checkoutVisitKey,
  checkoutVisitSchema,
  null,
)

/**
 * Forgets the stored visit when it made this order, so the next checkout starts a new visit with
 * a new key instead of asking again for an order that was deleted.
 */
export function forgetCheckoutVisitOf(orderId: string, store: SessionStore = sessionStore): void {
  if (store.get(checkoutVisitAtom)?.orderId === orderId) store.set(checkoutVisitAtom, RESET)
}

/** The stored visit, or a new one (a new key), now to carry this coupon; stored at once. */
export function checkoutVisitWith(
  couponCode: string | null,
  store: SessionStore = sessionStore,
): CheckoutVisit {
  const stored = store.get(checkoutVisitAtom)
  const visit = stored
    ? { ...stored, couponCode }
    : { idempotencyKey: randomId(), couponCode, orderId: null }
  store.set(checkoutVisitAtom, visit)
  return visit
}
