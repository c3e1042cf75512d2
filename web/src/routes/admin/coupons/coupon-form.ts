import {
  couponSchema,
  discountTypes,
  z,
  type AdminCoupon,
  type CouponInput,
  type DiscountType,
} from '@shop/domain'
import { plainAmount } from '../format'
import { fromDateTimeInput, toDateTimeInput } from '../shop-time'

/** What the coupon dialog's inputs hold: text as typed, empty for an unset optional field. */
export interface CouponFormValues {
  code: string
  discountType: DiscountType
  discountValue: string
  description: string
  minPurchaseAmount: string
  maxUses: string
  validFrom: string
  validUntil: string
  isActive: boolean
}

export const newCouponForm: CouponFormValues = {
  code: '',
  discountType: 'percentage',
  discountValue: '',
  description: '',
  minPurchaseAmount: '',
  maxUses: '',
  validFrom: '',
  validUntil: '',
  isActive: true,
}

export function couponToForm(coupon: AdminCoupon): CouponFormValues {
  return {
    code: coupon.code,
    discountType: coupon.discount_type,
    discountValue: plainAmount(coupon.discount_value),
    description: coupon.description ?? '',
    minPurchaseAmount:
      coupon.min_purchase_amount === null ? '' : plainAmount(coupon.min_purchase_amount),
    maxUses: coupon.max_uses === null ? '' : String(coupon.max_uses),
    validFrom: toDateTimeInput(coupon.valid_from),
    validUntil: toDateTimeInput(coupon.valid_until),
    isActive: coupon.is_active,
  }
}

/** The create/update payload: optional fields only when filled, dates as ISO instants. */
export function formToCouponInput(form: CouponFormValues): CouponInput {
  const filled = (value: string) => value.trim() || undefined
  return {
    code: form.code.trim().toUpperCase(),
    discountType: form.discountType,
    discountValue: form.discountValue.trim(),
    isActive: form.isActive,
    description: filled(form.description),
    minPurchaseAmount: filled(form.minPurchaseAmount),
    maxUses: filled(form.maxUses),
    validFrom: fromDateTimeInput(form.validFrom),
    validUntil: fromDateTimeInput(form.validUntil),
  }
}

/** The form checked by the shared coupon schema, its messages landing on the matching inputs. */
export const couponFormSchema = z
  .object({
    code: z.string(),
    discountType: z.enum(discountTypes),
    discountValue: z.string(),
    description: z.string(),
    minPurchaseAmount: z.string(),
    maxUses: z.string(),
    validFrom: z.string(),
    validUntil: z.string(),
    isActive: z.boolean(),
  })
  .transform(formToCouponInput)
  .pipe(couponSchema)
