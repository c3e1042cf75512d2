import type { ContactInput, CreateOrderInput, PaymentInput } from '@shop/domain'
import { apiGet, apiGetIfChanged, apiSend, type RequestOptions } from './api-client'
import type {
  BuyerOrder,
  BuyerOrderAnswer,
  CouponCheck,
  CreatedOrderAnswer,
  Invoice,
  PaymentConfirmingAnswer,
  PaymentRecord,
  QueuedEmailAnswer,
  ReportDownloadAnswer,
} from '@shop/domain'

/** A paid order's invoice-receipt, or the credit invoice of one the shop cancelled. */
export type InvoiceDocumentKind = 'invoice' | 'credit-invoice'

/** The customer's calls of the order flow, payments and contact form. */
export const ordersApi = {
  validateCoupon: (code: string, orderAmount: string) =>
    apiSend<CouponCheck>(
      'POST',
      '/api/coupons/validate',
      { code, orderAmount },
      { anonymous: true },
    ),
  // The specification's client checks the session as checkout opens (its section 7).
  verifySession: () => apiGet<{ valid: boolean }>('/api/orders/verify-session'),
  createOrder: (input: CreateOrderInput, idempotencyKey: string) =>
    apiSend<CreatedOrderAnswer>('POST', '/api/orders', input, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  order: (id: string, options?: RequestOptions) =>
    apiGet<BuyerOrderAnswer>(`/api/orders/${encodeURIComponent(id)}`, options),
  ordersIfChanged: (etag: string | null, options?: RequestOptions) =>
    apiGetIfChanged<BuyerOrder[]>('/api/orders', etag, options),
  deleteOrder: (id: string) =>
    apiSend<Record<string, never>>('DELETE', `/api/orders/${encodeURIComponent(id)}`),
  /** The paid order, or (202) word that the charge is being recorded: then poll the order. */
  pay: (id: string, payment: PaymentInput) =>
    apiSend<BuyerOrderAnswer | PaymentConfirmingAnswer>(
      'POST',
      `/api/orders/${encodeURIComponent(id)}/pay`,
      payment,
    ),
  downloadReport: (id: string) =>
    apiGet<ReportDownloadAnswer>(`/api/reports/${encodeURIComponent(id)}/download`),
  resendGift: (reportId: string) =>
    apiSend<QueuedEmailAnswer>('POST', `/api/reports/${encodeURIComponent(reportId)}/gift-email`),
  payments: (options?: RequestOptions) => apiGet<PaymentRecord[]>('/api/payments', options),
  invoice: (orderId: string, kind: InvoiceDocumentKind, options?: RequestOptions) =>
    apiGet<Invoice>(`/api/payments/${encodeURIComponent(orderId)}/${kind}`, options),
  sendContact: (input: ContactInput) =>
    apiSend<Record<string, never>>('POST', '/api/contact', input, { anonymous: true }),
}
