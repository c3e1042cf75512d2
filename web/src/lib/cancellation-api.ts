import type { AnonymousCancellationInput, OwnCancellationInput } from '@shop/domain'
import { api } from './api-client'

/** Cancelling a deal: a signed-in buyer's own order, or by order number confirmed by e-mail. */
export const cancellationApi = {
  own: (input: OwnCancellationInput) => api('POST /api/cancellations', { body: input }),
  byOrderNumber: (input: AnonymousCancellationInput) =>
    api('POST /api/cancellations/by-order-number', { body: input, anonymous: true }),
  confirm: (token: string) =>
    api('POST /api/cancellations/confirm', { body: { token }, anonymous: true }),
}
