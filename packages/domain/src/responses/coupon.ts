import type { DiscountType } from '../coupon/discount-type.ts'

/** The admin view of a coupon (spec section 3), amounts as decimal strings. */
export interface AdminCoupon {
  id: string
  code: string
  description: string | null
  discount_type: DiscountType
  discount_value: string
  min_purchase_amount: string | null
  max_uses: number | null
  times_used: number
  valid_from: string | null
  valid_until: string | null
  is_active: boolean
}

/** POST /api/coupons/validate: the code applies to the amount, with the discount it gives. */
export interface CouponCheck {
  code: string
  discountAmount: string
  discountType: DiscountType
  discountValue: string
  description: string | null
}
