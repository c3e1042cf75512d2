import type { BusinessSettings, CouponInput, MapTextInput, NewVatRate } from '@shop/domain'
import { api } from '../../../lib/api-client'
import type { ListQuery } from '../../../lib/query-keys'

function listQuery(query: ListQuery): Record<string, string> {
  const params: Record<string, string> = {
    page: String(query.page),
    pageSize: String(query.pageSize),
  }
  if (query.q) params.q = query.q
  if (query.status) params.status = query.status
  return params
}

type Signal = AbortSignal | undefined

/** Every call the dashboard makes, bearer-signed by the API client. */
export const adminApi = {
  stats: (signal?: Signal) => api('GET /api/admin/stats', { signal }),
  orders: (query: ListQuery, signal?: Signal) =>
    api('GET /api/admin/orders', { query: listQuery(query), signal }),
  users: (query: ListQuery, signal?: Signal) =>
    api('GET /api/admin/users', { query: listQuery(query), signal }),
  startReport: (reportId: string) =>
    api('PATCH /api/admin/reports/:id/status', {
      params: { id: reportId },
      body: { status: 'processing' },
    }),
  resendGift: (reportId: string) =>
    api('POST /api/admin/reports/:id/gift-email', { params: { id: reportId } }),
  regenerateDraft: (reportId: string) =>
    api('POST /api/admin/reports/:id/draft', { params: { id: reportId } }),
  saveReportNote: (reportId: string, note: string | null) =>
    api('PUT /api/admin/reports/:id/note', { params: { id: reportId }, body: { note } }),
  approveDraft: (reportId: string) =>
    api('POST /api/admin/reports/:id/approve', { params: { id: reportId } }),
  mapTexts: (signal?: Signal) => api('GET /api/admin/map-texts', { signal }),
  updateMapText: (entry: MapTextInput) => api('PUT /api/admin/map-texts', { body: entry }),
  orderEmails: (orderId: string, signal?: Signal) =>
    api('GET /api/admin/orders/:id/emails', { params: { id: orderId }, signal }),
  resendEmail: (orderId: string, emailId: string) =>
    api('POST /api/admin/orders/:id/emails/:emailId/resend', { params: { id: orderId, emailId } }),
  sendEmail: (orderId: string, email: { subject: string; body: string }) =>
    api('POST /api/admin/orders/:id/email', { params: { id: orderId }, body: email }),
  cancelOrder: (orderId: string, reason: string) =>
    api('POST /api/admin/orders/:id/cancel', { params: { id: orderId }, body: { reason } }),
  coupons: (signal?: Signal) => api('GET /api/coupons', { signal }),
  createCoupon: (coupon: CouponInput) => api('POST /api/coupons', { body: coupon }),
  updateCoupon: (id: string, coupon: CouponInput) =>
    api('PATCH /api/coupons/:id', { params: { id }, body: coupon }),
  deleteCoupon: (id: string) => api('DELETE /api/coupons/:id', { params: { id } }),
  settings: (signal?: Signal) => api('GET /api/settings', { signal }),
  updateMapPrice: (value: string) => api('PATCH /api/settings/map_price', { body: { value } }),
  vatRates: (signal?: Signal) => api('GET /api/settings/vat-rates', { signal }),
  addVatRate: (rate: NewVatRate) => api('POST /api/settings/vat-rates', { body: rate }),
  removeVatRate: (id: string) => api('DELETE /api/settings/vat-rates/:id', { params: { id } }),
  updateBusiness: (details: BusinessSettings) =>
    api('PATCH /api/settings/business', { body: details }),
}
