import type {
  AdminCancellationRequest,
  CancellationAnswer,
  CancellationStatus,
  RecordCancellationInput,
} from '@shop/domain'
import { apiGet, apiSend } from '../../../lib/api-client'

/** Buyers' cancellation requests: an order's, or every open one, and a manager's decisions. */
export const cancellationRequestsApi = {
  list: (filter: { orderId?: string; status?: CancellationStatus }, signal?: AbortSignal) =>
    apiGet<{ requests: AdminCancellationRequest[] }>(
      `/api/admin/cancellations?${new URLSearchParams(filter)}`,
      { signal },
    ),
  accept: (id: string) =>
    apiSend<CancellationAnswer>('POST', `/api/admin/cancellations/${id}/accept`),
  decline: (id: string, reason: string) =>
    apiSend<CancellationAnswer>('POST', `/api/admin/cancellations/${id}/decline`, { reason }),
  record: (orderId: string, input: RecordCancellationInput) =>
    apiSend<CancellationAnswer>(
      'POST',
      `/api/admin/orders/${orderId}/cancellation-requests`,
      input,
    ),
}
