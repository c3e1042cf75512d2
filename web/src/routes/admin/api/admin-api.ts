import type {
  AdminCoupon,
  AdminVatRate,
  BusinessSettings,
  CancelledOrderAnswer,
  CouponInput,
  MapTextEntry,
  MapTextInput,
  MapTextsAnswer,
  NewVatRate,
  QueuedEmailAnswer,
  StartedReportAnswer,
} from '@shop/domain'
import { apiGet, apiSend } from '../../../lib/api-client'
import type { ListQuery } from '../../../lib/query-keys'
import type { AdminEmail, AdminOrder, AdminStats, AdminUser, Page, Setting } from './admin-types'

function listPath(path: string, query: ListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) })
  if (query.q) params.set('q', query.q)
  if (query.status) params.set('status', query.status)
  return `${path}?${params}`
}

type Signal = AbortSignal | undefined

/** Every call the dashboard makes, bearer-signed by the API client. */
export const adminApi = {
  stats: (signal?: Signal) => apiGet<AdminStats>('/api/admin/stats', { signal }),
  orders: (query: ListQuery, signal?: Signal) =>
    apiGet<Page<AdminOrder>>(listPath('/api/admin/orders', query), { signal }),
  users: (query: ListQuery, signal?: Signal) =>
    apiGet<Page<AdminUser>>(listPath('/api/admin/users', query), { signal }),
  startReport: (reportId: string) =>
    apiSend<StartedReportAnswer>('PATCH', `/api/admin/reports/${reportId}/status`, {
      status: 'processing',
    }),
  resendGift: (reportId: string) =>
    apiSend<QueuedEmailAnswer>('POST', `/api/admin/reports/${reportId}/gift-email`),
  regenerateDraft: (reportId: string) =>
    apiSend<unknown>('POST', `/api/admin/reports/${reportId}/draft`),
  saveReportNote: (reportId: string, note: string | null) =>
    apiSend<unknown>('PUT', `/api/admin/reports/${reportId}/note`, { note }),
  approveDraft: (reportId: string) =>
    apiSend<unknown>('POST', `/api/admin/reports/${reportId}/approve`),
  mapTexts: (signal?: Signal) => apiGet<MapTextsAnswer>('/api/admin/map-texts', { signal }),
  updateMapText: (entry: MapTextInput) =>
    apiSend<MapTextEntry>('PUT', '/api/admin/map-texts', entry),
  orderEmails: (orderId: string, signal?: Signal) =>
    apiGet<AdminEmail[]>(`/api/admin/orders/${orderId}/emails`, { signal }),
  resendEmail: (orderId: string, emailId: string) =>
    apiSend<QueuedEmailAnswer>('POST', `/api/admin/orders/${orderId}/emails/${emailId}/resend`),
  sendEmail: (orderId: string, email: { subject: string; body: string }) =>
    apiSend<QueuedEmailAnswer>('POST', `/api/admin/orders/${orderId}/email`, email),
  cancelOrder: (orderId: string, reason: string) =>
    apiSend<CancelledOrderAnswer>('POST', `/api/admin/orders/${orderId}/cancel`, { reason }),
  coupons: (signal?: Signal) => apiGet<AdminCoupon[]>('/api/coupons', { signal }),
  createCoupon: (coupon: CouponInput) => apiSend<AdminCoupon>('POST', '/api/coupons', coupon),
  updateCoupon: (id: string, coupon: CouponInput) =>
    apiSend<AdminCoupon>('PATCH', `/api/coupons/${id}`, coupon),
  deleteCoupon: (id: string) => apiSend<unknown>('DELETE', `/api/coupons/${id}`),
  settings: (signal?: Signal) => apiGet<Setting[]>('/api/settings', { signal }),
  updateMapPrice: (value: string) =>
    apiSend<Setting>('PATCH', '/api/settings/map_price', { value }),
  vatRates: (signal?: Signal) => apiGet<AdminVatRate[]>('/api/settings/vat-rates', { signal }),
  addVatRate: (rate: NewVatRate) => apiSend<AdminVatRate>('POST', '/api/settings/vat-rates', rate),
  removeVatRate: (id: string) => apiSend<unknown>('DELETE', `/api/settings/vat-rates/${id}`),
  updateBusiness: (details: BusinessSettings) =>
    apiSend<Setting[]>('PATCH', '/api/settings/business', details),
}
