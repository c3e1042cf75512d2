/**
 * A payment attempt: `pending` while the provider is being asked (it claims the order, so a second
 * attempt is refused before it reaches the provider), `authorized` once the provider charged,
 * `captured` when the order is paid, `refunded` when the order could not be completed afterwards,
 * `failed` when the provider declined or could not be reached.
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
