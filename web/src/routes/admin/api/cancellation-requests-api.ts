import type { CancellationStatus, RecordCancellationInput } from '@shop/domain'
import { api } from '../../../lib/api-client'

/** Buyers' cancellation requests: an order's, or every open one, and a manager's decisions. */
export const cancellationRequestsApi = {
  list: (
    { orderId, status }: { orderId?: string; status?: CancellationStatus },
    signal?: AbortSignal,
  ) =>
    api('GET /api/admin/cancellations', {
      query: { ...(orderId && { orderId }), ...(status && { status }) },
      signal,
    }),
  accept: (id: string) => api('POST /api/admin/cancellations/:id/accept', { params: { id } }),
  decline: (id: string, reason: string) =>
    api('POST /api/admin/cancellations/:id/decline', { params: { id }, body: { reason } }),
  record: (orderId: string, input: RecordCancellationInput) =>
    api('POST /api/admin/orders/:id/cancellation-requests', {
      params: { id: orderId },
      body: input,
    }),
}
