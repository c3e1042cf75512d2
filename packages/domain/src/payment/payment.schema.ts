import { z } from '../zod-hebrew.ts'
import { requiredText, text } from '../text.ts'
import { emailField, israeliPhonePattern } from '../auth/auth.schema.ts'
import { orderMessages, paymentMessages as m } from '../messages/order.ts'
import { dealerNumberNeedsName, invoiceBuyerFields } from '../documents/invoice-buyer.schema.ts'
import { isExpired, isValidIsraeliId, parseExpiry, passesLuhn } from './card-checks.ts'

/** Field lengths of the checkout form (spec section 9). */
export const cardFieldLimits = { cardNumber: 19, expiry: 5, cvv: 3, idNumber: 9 } as const

/** POST /api/orders/{id}/pay and the checkout form: the same checks on both sides. */
export const paymentSchema = z
  .object({
    cardNumber: requiredText(m.cardNumberRequired)
      .max(cardFieldLimits.cardNumber, m.cardNumberInvalid)
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine((digits) => /^\d{12,19}$/.test(digits) && passesLuhn(digits), m.cardNumberInvalid),
    expiry: requiredText(m.expiryRequired)
      .max(cardFieldLimits.expiry, m.expiryInvalid)
      .refine((value) => parseExpiry(value) !== undefined, m.expiryInvalid)
      .refine((value) => {
        const expiry = parseExpiry(value)
        return !expiry || !isExpired(expiry)
      }, m.expiryPast),
    cvv: requiredText(m.cvvRequired).regex(/^\d{3}$/, m.cvvInvalid),
    cardholderName: requiredText(m.cardholderRequired).max(100, m.cardholderTooLong),
    idNumber: requiredText(m.idNumberRequired)
      .max(cardFieldLimits.idNumber, m.idNumberInvalid)
      .refine(isValidIsraeliId, m.idNumberInvalid),
    billingEmail: text(m.billingEmailRequired)
      .trim()
      .min(1, m.billingEmailRequired)
      .pipe(emailField),
    billingPhone: requiredText(m.billingPhoneRequired)
      .transform((phone) => phone.replace(/[\s()]/g, ''))
      .pipe(z.string().regex(israeliPhonePattern, orderMessages.phoneInvalid)),
    ...invoiceBuyerFields,
  })
  .superRefine(dealerNumberNeedsName)
export type PaymentInput = z.input<typeof paymentSchema>

/**
 * POST /api/orders/{id}/pay: the form, with the total the buyer was shown ("212.40"). Should the
 * VAT rate change between checkout and the click, the charge would differ from it: refused, and
 * the buyer sees the new total before paying it.
 */
export const payOrderSchema = paymentSchema.safeExtend({
  shownTotal: z
    .string()
    .regex(/^\d{1,9}\.\d{2}$/)
    .optional(),
})
export type PayOrderInput = z.input<typeof payOrderSchema>
