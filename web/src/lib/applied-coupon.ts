import { z } from 'zod/mini'
import { sessionAtom } from './session-state'

/** The session storage key of the specification (section 3). */
export const appliedCouponKey = 'appliedCoupon'

const appliedCouponSchema = z.object({
  code: z.string().check(z.minLength(1)),
  /** Shekels as a decimal string, for the order amount the code was checked against. */
  discountAmount: z.string(),
  description: z.catch(z.nullable(z.string()), null),
  // Kept beside the specification's three fields so the discount follows the number of reports.
  discountType: z.catch(z.optional(z.enum(['percentage', 'fixed'])), undefined),
  discountValue: z.catch(z.optional(z.string()), undefined),
})
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>

export const appliedCouponAtom = sessionAtom<AppliedCoupon | null>(
  appliedCouponKey,
  appliedCouponSchema,
  null,
)
