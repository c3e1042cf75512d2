import { z } from '../zod-hebrew.ts'
import { multilineText, requiredMultilineText, text } from '../text.ts'
import { cancellationMessages } from '../messages/cancellation.ts'
import type { CancellationChannel, CancellationStatus } from './cancellation-status.ts'

const m = cancellationMessages.errors

const reason = multilineText()
  .trim()
  .max(1000, m.reasonTooLong)
  .optional()
  .transform((value) => value || undefined)

/** POST /api/cancellations by a signed-in buyer: one of their orders. */
export const ownCancellationSchema = z.object({
  orderId: text(m.orderRequired).trim().min(1, m.orderRequired),
  reason,
})
export type OwnCancellationInput = z.input<typeof ownCancellationSchema>

/** POST /api/cancellations/by-order-number: anyone, confirmed through the order's e-mail. */
export const anonymousCancellationSchema = z.object({
  orderNumber: text(m.orderNumberRequired)
    .trim()
    .min(1, m.orderNumberRequired)
    .regex(/^\d{1,9}$/, m.orderNumberInvalid),
  email: text(m.emailInvalid)
    .trim()
    .max(255, m.emailInvalid)
    .pipe(z.email(m.emailInvalid))
    .transform((email) => email.toLowerCase()),
  reason,
})
export type AnonymousCancellationInput = z.input<typeof anonymousCancellationSchema>

/** POST /api/cancellations/confirm: the token of the e-mailed link. */
export const confirmCancellationSchema = z.object({
  token: text(cancellationMessages.errors.linkInvalid)
    .trim()
    .min(1, cancellationMessages.errors.linkInvalid)
    .max(200, cancellationMessages.errors.linkInvalid),
})

/** POST /api/admin/cancellations/{id}/decline: the reason the buyer is e-mailed. */
export const declineCancellationSchema = z.object({
  reason: requiredMultilineText(m.declineReasonRequired).max(1000, m.declineReasonTooLong),
})

/** POST /api/admin/orders/{id}/cancellation-requests: a request a manager took by phone or e-mail. */
export const recordCancellationSchema = z.object({
  channel: z.enum(['phone', 'email']),
  reason,
})
export type RecordCancellationInput = z.input<typeof recordCancellationSchema>

/** What the buyer is told once a request is recorded. */
export interface CancellationAnswer {
  referenceNumber: number
  status: CancellationStatus
}

/** One request as managers see it. */
export interface AdminCancellationRequest {
  id: string
  reference_number: number
  order_id: string
  order_number: number
  buyer_email: string
  status: CancellationStatus
  channel: CancellationChannel
  reason: string | null
  decline_reason: string | null
  created_at: string
  decided_at: string | null
}
