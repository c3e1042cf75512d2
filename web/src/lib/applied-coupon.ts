import { z } from 'zod'
import { browserSession, readJson, writeJson, type StorageLike } from './session-json'
import { orderDraftKeys } from './order-drafts'

export const appliedCouponKey = orderDraftKeys.appliedCoupon

const appliedCouponSchema = z.object({
  code: z.string().min(1),
  /** Shekels as a decimal string, for the order amount the code was checked against. */
  discountAmount: z.string(),
  description: z.string().nullable().catch(null),
  // Kept beside the specification's three fields so the discount follows the number of reports.
  discountType: z.enum(['percentage', 'fixed']).optional().catch(undefined),
  discountValue: z.string().optional().catch(undefined),
})
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>

export function readAppliedCoupon(storage: StorageLike = browserSession()): AppliedCoupon | null {
  const parsed = appliedCouponSchema.safeParse(readJson(storage, appliedCouponKey))
  return parsed.success ? parsed.data : null
}

export function saveAppliedCoupon(
  coupon: AppliedCoupon | null,
  storage: StorageLike = browserSession(),
): void {
  writeJson(storage, appliedCouponKey, coupon)
}

export function clearAppliedCoupon(storage: StorageLike = browserSession()): void {
  writeJson(storage, appliedCouponKey, null)
}
