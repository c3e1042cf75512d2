import type { ContactInput, CreateOrderInput, PayOrderInput } from '@shop/domain'
import { api, apiIfChanged, type RequestOptions } from './api-client'

/** A paid order's invoice-receipt, or the credit invoice of one the shop cancelled. */
export type InvoiceDocumentKind = 'invoice' | 'credit-invoice'

/** The customer's calls of the order flow, payments and contact form. */
export const ordersApi = {
  validateCoupon: (code: string, orderAmount: string) =>
    api('POST /api/coupons/validate', { body: { code, orderAmount }, anonymous: true }),
  // The specification's client checks the session as checkout opens (its section 7).
  verifySession: () => api('GET /api/orders/verify-session'),
  createOrder: (input: CreateOrderInput, idempotencyKey: string) =>
    api('POST /api/orders', { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  order: (id: string, options?: RequestOptions) =>
    api('GET /api/orders/:id', { params: { id }, ...options }),
  ordersIfChanged: (etag: string | null, options?: RequestOptions) =>
    apiIfChanged('GET /api/orders', etag, options),
  deleteOrder: (id: string) => api('DELETE /api/orders/:id', { params: { id } }),
  /** The paid order, or (202) word that the charge is being recorded: then poll the order. */
  pay: (id: string, payment: PayOrderInput) =>
    api('POST /api/orders/:id/pay', { params: { id }, body: payment }),
  downloadReport: (id: string) => api('GET /api/reports/:id/download', { params: { id } }),
  resendGift: (reportId: string) =>
    api('POST /api/reports/:id/gift-email', { params: { id: reportId } }),
  payments: (options?: RequestOptions) => api('GET /api/payments', options),
  invoice: (orderId: string, kind: InvoiceDocumentKind, options?: RequestOptions) =>
    api(`GET /api/payments/:orderId/${kind}`, { params: { orderId }, ...options }),
  sendContact: (input: ContactInput) => api('POST /api/contact', { body: input, anonymous: true }),
}
