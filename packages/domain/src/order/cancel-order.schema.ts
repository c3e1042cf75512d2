import { z } from '../zod-hebrew.ts'
import { multilineText } from '../text.ts'
import { adminMessages } from '../messages/admin.ts'

/** POST /api/admin/orders/{id}/cancel: why a manager cancelled and refunded a paid order. */
export const cancelOrderSchema = z.object({
  reason: multilineText(adminMessages.cancelReasonRequired)
    .trim()
    .min(1, adminMessages.cancelReasonRequired)
    .max(500, adminMessages.cancelReasonTooLong),
})
export type CancelOrderInput = z.input<typeof cancelOrderSchema>

/** The cancellation as the managers and the buyer's documents see it. */
export interface OrderCancellation {
  cancelled_at: string
  cancelled_by: string | null
  cancel_reason: string
  credit_number: number
}
