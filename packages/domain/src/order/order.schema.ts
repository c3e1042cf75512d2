import { z } from '../zod-hebrew.ts'
import { multilineText, requiredText, text } from '../text.ts'
import { emailField, israeliPhonePattern } from '../auth/auth.schema.ts'
import { orderMessages as m } from '../messages/order.ts'
import { isCalendarDate } from '../dates.ts'
import { giftDeliveryDateRange, giftDeliveryMaxDays } from '../gift/gift-delivery.ts'
import { commentsMaxLength, giftMessageMaxLength, maxReportsPerOrder } from './order-limits.ts'

const optionalText = (max: number, message: string, field = text()) =>
  field
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined)

/** A calendar date (YYYY-MM-DD) that exists and is not after today. */
export const dateOfBirthField = requiredText(m.dateOfBirthRequired)
  .refine(
    (value) => isCalendarDate(value) && Number(value.slice(0, 4)) >= 1900,
    m.dateOfBirthInvalid,
  )
  .refine((value) => value <= new Date().toISOString().slice(0, 10), m.dateOfBirthInFuture)

/**
 * The day a gift's map e-mail should reach its recipient (YYYY-MM-DD, Israel's calendar): from
 * tomorrow to at most 60 days ahead. Empty means as soon as the map is ready.
 */
export const giftDeliveryDateField = text()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || isCalendarDate(value), {
    message: m.giftDeliveryDateInvalid,
    abort: true,
  })
  .refine((value) => {
    if (value === undefined) return true
    const { min, max } = giftDeliveryDateRange()
    return value >= min && value <= max
  }, m.giftDeliveryDateOutOfRange(giftDeliveryMaxDays))

export const reportPhoneField = requiredText(m.phoneRequired)
  .transform((phone) => phone.replace(/[\s()]/g, ''))
  .pipe(z.string().regex(israeliPhonePattern, m.phoneInvalid))

/** The fields every report has, whether in the form (fullName) or the API payload (subjectName). */
const reportDetails = {
  dateOfBirth: dateOfBirthField,
  hebrewBirthDate: optionalText(100, m.hebrewBirthDateTooLong),
  phone: reportPhoneField,
  comments: optionalText(commentsMaxLength, m.commentsTooLong, multilineText()),
  relationToBuyer: optionalText(100, m.relationTooLong),
  isGift: z.boolean().default(false),
  recipientEmail: text().trim().optional(),
  giftMessage: optionalText(giftMessageMaxLength, m.giftMessageTooLong, multilineText()),
  giftDeliveryDate: giftDeliveryDateField,
}

const nameField = requiredText(m.fullNameRequired).max(100, m.fullNameTooLong)

/** A gift needs a valid recipient e-mail; otherwise the e-mail and delivery date are dropped. */
function checkGift<
  T extends { isGift: boolean; recipientEmail?: string; giftDeliveryDate?: string },
>(report: T, ctx: z.RefinementCtx) {
  if (!report.isGift) {
    report.recipientEmail = undefined
    report.giftDeliveryDate = undefined
    return
  }
  if (!report.recipientEmail) {
    ctx.addIssue({ code: 'custom', path: ['recipientEmail'], message: m.recipientEmailRequired })
    return
  }
  const parsed = emailField.safeParse(report.recipientEmail)
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', path: ['recipientEmail'], message: m.recipientEmailInvalid })
  } else {
    report.recipientEmail = parsed.data
  }
}

/** One report card of the order form, kept in session storage as pendingReports (spec 3). */
export const pendingReportSchema = z
  .object({ id: text(), fullName: nameField, ...reportDetails })
  .superRefine(checkGift)
export type PendingReport = z.input<typeof pendingReportSchema>

/** One report of POST /api/orders. */
export const orderReportSchema = z
  .object({
    subjectName: nameField,
    gender: z.enum(['female', 'male']).default('female'),
    ...reportDetails,
  })
  .superRefine(checkGift)

export const createOrderSchema = z.object({
  reports: z.array(orderReportSchema).min(1, m.noReports).max(maxReportsPerOrder, m.tooManyReports),
  couponCode: text()
    .trim()
    .max(50)
    .optional()
    .transform((code) => code?.toUpperCase() || undefined),
})
export type CreateOrderInput = z.input<typeof createOrderSchema>

/** The payload the checkout sends for the pending reports of the order form. */
export function toCreateOrderInput(
  reports: PendingReport[],
  couponCode?: string,
): CreateOrderInput {
  return {
    reports: reports.map(({ id: _id, fullName, ...report }) => ({
      subjectName: fullName,
      gender: 'female',
      ...report,
    })),
    couponCode,
  }
}
