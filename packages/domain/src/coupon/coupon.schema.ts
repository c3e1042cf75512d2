import { z } from '../zod-hebrew.ts'
import { multilineText, requiredText, text } from '../text.ts'
import { adminMessages as m } from '../messages/admin.ts'
import { couponMessages } from '../messages/coupon.ts'
import { parsePercent, parseShekels } from '../money.ts'
import { discountTypes } from './discount-type.ts'

export const couponCodeField = text()
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(
    z
      .string()
      .min(3, m.couponCodeTooShort)
      .max(50, m.couponCodeTooLong)
      .regex(/^[A-Z0-9_-]+$/, m.couponCodeCharacters),
  )

// Counts and agorot are kept in 4-byte integer columns; a larger value could never be stored.
const maxStoredInteger = 2_147_483_647
const maxStoredAgorot = maxStoredInteger

const amountField = (message: string) =>
  z
    .union([z.number(), text()])
    .refine((value) => {
      const agorot = parseShekels(value)
      return agorot !== undefined && agorot <= maxStoredAgorot
    }, message)
    .transform((value) => parseShekels(value)!)

const optionalDate = z.iso
  .datetime({ offset: true, local: true, message: m.couponDateInvalid })
  .optional()

/** The coupon form and the create/update payload of the specification, checked on both sides. */
export const couponSchema = z
  .object({
    code: couponCodeField,
    description: multilineText().trim().max(500).optional(),
    discountType: z.enum(discountTypes).default('percentage'),
    discountValue: z.union([z.number(), text()]).transform(String),
    minPurchaseAmount: amountField(m.couponMinPurchaseInvalid).optional(),
    maxUses: z.coerce
      .number()
      .int(m.couponMaxUsesInvalid)
      .positive(m.couponMaxUsesInvalid)
      .max(maxStoredInteger, m.couponMaxUsesInvalid)
      .optional(),
    validFrom: optionalDate,
    validUntil: optionalDate,
    isActive: z.boolean().default(true),
  })
  .superRefine((coupon, ctx) => {
    const value =
      coupon.discountType === 'percentage'
        ? parsePercent(coupon.discountValue)
        : parseShekels(coupon.discountValue)
    if (value === undefined) {
      const notPositive = /^\s*(-|$)/.test(coupon.discountValue)
      ctx.addIssue({
        code: 'custom',
        path: ['discountValue'],
        message: notPositive ? m.couponValueNotPositive : m.couponValueInvalid,
      })
    } else if (value <= 0) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: m.couponValueNotPositive })
    } else if (coupon.discountType === 'percentage' && value > 10_000) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: m.couponPercentTooHigh })
    }
    if (
      coupon.validFrom &&
      coupon.validUntil &&
      new Date(coupon.validUntil) <= new Date(coupon.validFrom)
    ) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: m.couponDatesInvalid })
    }
  })
export type CouponInput = z.input<typeof couponSchema>
export type CouponPayload = z.output<typeof couponSchema>

/** POST /api/coupons/validate: orderAmount is report count x unit price, before VAT, in shekels. */
export const couponValidationSchema = z.object({
  code: requiredText(couponMessages.empty)
    .max(50, couponMessages.invalid)
    .transform((code) => code.toUpperCase()),
  orderAmount: z
    .union([z.number(), text()])
    .refine((value) => parseShekels(value) !== undefined)
    .transform((value) => parseShekels(value)!),
})
