import { z } from '../zod-hebrew.ts'
import { multilineText } from '../text.ts'
import { adminMessages } from '../messages/admin.ts'
import type { OrderStatus } from './order-status.ts'

/** POST /api/admin/orders/{id}/cancel: why a manager cancelled and refunded a paid order. */
export const cancelOrderSchema = z.object({
  reason: multilineText(adminMessages.cancelReasonRequired)
    .trim()
    .min(1, adminMessages.cancelReasonRequired)
    .max(500, adminMessages.cancelReasonTooLong),
})
export type CancelOrderInput = z.input<typeof cancelOrderSchema>

/**
 * Paid orders a manager may cancel with a refund, as long as no map of theirs was delivered: a
 * ready report has already been e-mailed and is downloadable, and the terms allow no refund then.
 */
export const refundableStatuses: readonly OrderStatus[] = ['paid', 'processing']

/** The cancellation as the managers and the buyer's documents see it. */
export interface OrderCancellation {
  cancelled_at: string
  cancelled_by: string | null
  cancel_reason: string
  credit_number: number
}
