import type {
  AnonymousCancellationInput,
  CancellationAnswer,
  OwnCancellationInput,
} from '@shop/domain'
import { apiSend } from './api-client'

/** Cancelling a deal: a signed-in buyer's own order, or by order number confirmed by e-mail. */
export const cancellationApi = {
  own: (input: OwnCancellationInput) =>
    apiSend<CancellationAnswer>('POST', '/api/cancellations', input),
  byOrderNumber: (input: AnonymousCancellationInput) =>
    apiSend<Record<string, never>>('POST', '/api/cancellations/by-order-number', input, {
      anonymous: true,
    }),
  confirm: (token: string) =>
    apiSend<CancellationAnswer>(
      'POST',
      '/api/cancellations/confirm',
      { token },
      { anonymous: true },
    ),
}
