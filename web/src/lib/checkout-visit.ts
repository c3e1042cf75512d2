import { RESET } from 'jotai/utils'
import { z } from 'zod/mini'
import { randomId } from './random-id'
import { sessionAtom, sessionStore, type SessionStore } from './session-state'

export const checkoutVisitKey = 'checkoutVisit'

/**
 * One visit to checkout: the Idempotency-Key its order is created with, and what that order was
 * made of. A reload (or StrictMode's second effect) finds the same visit and so the same order;
 * changed reports start a new visit, since the old key would answer the old order.
 */
const checkoutVisitSchema = z.object({
  idempotencyKey: z.string().check(z.minLength(8)),
  fingerprint: z.string(),
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

/** A new visit (a new key) for these reports and coupon, stored at once. */
export function startCheckoutVisit(
  fingerprint: string,
  couponCode: string | null,
  store: SessionStore = sessionStore,
): CheckoutVisit {
  const visit = { idempotencyKey: randomId(), fingerprint, couponCode, orderId: null }
  store.set(checkoutVisitAtom, visit)
  return visit
}

/**
 * The stored visit when it was for the same reports, else a new one. The coupon is cleared from
 * storage once checkout has loaded (spec section 4), so arriving without one keeps the visit's.
 */
export function checkoutVisitFor(
  fingerprint: string,
  couponCode: string | null,
  store: SessionStore = sessionStore,
): CheckoutVisit {
  const stored = store.get(checkoutVisitAtom)
  if (
    stored?.fingerprint === fingerprint &&
    (couponCode === null || couponCode === stored.couponCode)
  ) {
    return stored
  }
  return startCheckoutVisit(fingerprint, couponCode, store)
}

/** A short, stable digest of what an order is made of (cyrb53; not for security). */
export function fingerprintOf(value: unknown): string {
  const text = JSON.stringify(value)
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ char, 2654435761)
    h2 = Math.imul(h2 ^ char, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}
