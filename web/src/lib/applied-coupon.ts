import { z } from 'zod'
import { sessionAtom } from './session-state'

/** The session storage key of the specification (section 3). */
export const appliedCouponKey = 'appliedCoupon'

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

export const appliedCouponAtom = sessionAtom<AppliedCoupon | null>(
  appliedCouponKey,
  appliedCouponSchema,
  null,
)
