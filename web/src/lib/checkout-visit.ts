import { z } from 'zod'
import { randomId } from './random-id'
import { browserSession, readJson, writeJson, type StorageLike } from './session-json'
import { orderDraftKeys } from './order-drafts'

export const checkoutVisitKey = orderDraftKeys.checkoutVisit

/**
 * One visit to checkout: the Idempotency-Key its order is created with, and what that order was
 * made of. A reload (or StrictMode's second effect) finds the same visit and so the same order;
 * changed reports start a new visit, since the old key would answer the old order.
 */
const checkoutVisitSchema = z.object({
  idempotencyKey: z.string().min(8),
  fingerprint: z.string(),
  couponCode: z.string().nullable(),
  orderId: z.string().nullable(),
})
export type CheckoutVisit = z.infer<typeof checkoutVisitSchema>

export function readCheckoutVisit(storage: StorageLike = browserSession()): CheckoutVisit | null {
  const parsed = checkoutVisitSchema.safeParse(readJson(storage, checkoutVisitKey))
  return parsed.success ? parsed.data : null
}

export function saveCheckoutVisit(
  visit: CheckoutVisit,
  storage: StorageLike = browserSession(),
): void {
  writeJson(storage, checkoutVisitKey, visit)
}

export function clearCheckoutVisit(storage: StorageLike = browserSession()): void {
  writeJson(storage, checkoutVisitKey, null)
}

/**
 * Forgets the stored visit when it made this order, so the next checkout starts a new visit with
 * a new key instead of asking again for an order that was deleted.
 */
export function forgetCheckoutVisitOf(
  orderId: string,
  storage: StorageLike = browserSession(),
): void {
  if (readCheckoutVisit(storage)?.orderId === orderId) clearCheckoutVisit(storage)
}

/** A new visit (a new key) for these reports and coupon, stored at once. */
export function startCheckoutVisit(
  fingerprint: string,
  couponCode: string | null,
  storage: StorageLike = browserSession(),
): CheckoutVisit {
  const visit = { idempotencyKey: randomId(), fingerprint, couponCode, orderId: null }
  saveCheckoutVisit(visit, storage)
  return visit
}

/**
 * The stored visit when it was for the same reports, else a new one. The coupon is cleared from
 * storage once checkout has loaded (spec section 4), so arriving without one keeps the visit's.
 */
export function checkoutVisitFor(
  fingerprint: string,
  couponCode: string | null,
  storage: StorageLike = browserSession(),
): CheckoutVisit {
  const stored = readCheckoutVisit(storage)
  if (
    stored?.fingerprint === fingerprint &&
    (couponCode === null || couponCode === stored.couponCode)
  ) {
    return stored
  }
  return startCheckoutVisit(fingerprint, couponCode, storage)
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
