/**
 * A payment attempt: `pending` while the provider is being asked and until its charge is recorded
 * (it claims the order, so a second attempt is refused before it reaches the provider; one whose
 * answer was lost is settled by asking the provider under its idempotency key), `captured` when
 * the order is paid, `refunded` when the order could not be completed afterwards, `authorized`
 * when that refund failed too (the money is held: a manager acts), `failed` when the provider
 * declined, could not be reached, or had no charge under the attempt's key.
 */
export const paymentAttemptStatuses = [
  'pending',
  'authorized',
  'captured',
  'refunded',
  'failed',
] as const
export type PaymentAttemptStatus = (typeof paymentAttemptStatuses)[number]

/** Attempts that hold the order: at most one per order at any time. */
export const inFlightPaymentStatuses: readonly PaymentAttemptStatus[] = ['pending', 'authorized']

/** One attempt as managers see it in the order details. */
export interface PaymentAttempt {
  id: string
  provider: string
  provider_reference: string | null
  amount: string
  status: PaymentAttemptStatus
  error: string | null
  created_at: string
  updated_at: string
}
