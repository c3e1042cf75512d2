import { giftDeliveryDateRange, shopDate } from '@shop/domain'
import { randomBytes } from 'node:crypto'
import { testCard, testReport } from './testing.ts'

/** Ids of real rows, so hostile requests also reach the code behind the "not found" checks. */
export interface KnownIds {
  pendingOrderId: string
  paidOrderId: string
  /** A paid order of its own for the cancellation, which would leave the others unusable. */
  cancellableOrderId: string
  reportId: string
  couponId: string
  refreshJwt: string
  customerEmail: string
  customerPassword: string
}

export type Caller = 'anonymous' | 'customer' | 'admin' | 'throwaway'

export interface RouteSample {
  /** Who calls it; `throwaway` is a customer the route may delete. */
  as: Caller
  /** A body the route accepts, which the test then spoils field by field. */
  body?: (ids: KnownIds) => unknown
  headers?: () => Record<string, string>
  /** Real ids for its path parameters, besides the hostile ones. */
  ids?: (ids: KnownIds) => string[]
  /** Opened from an e-mail, not the web app: refusals are a Hebrew page, not the envelope. */
  html?: true
}

const coupon = () => ({
  code: `HOSTILE${randomBytes(3).toString('hex').toUpperCase()}`,
  description: 'קופון לבדיקה',
  discountType: 'percentage',
  discountValue: '10',
  minPurchaseAmount: '100',
  maxUses: 5,
  validFrom: '2024-01-01T00:00:00Z',
  validUntil: '2099-01-01T00:00:00Z',
  isActive: true,
})

const orders = (ids: KnownIds) => [ids.pendingOrderId, ids.paidOrderId]

/**
 * Every route of the API with who calls it and what it accepts. The test refuses to run when this
 * table and the app's own route list differ, so a new route cannot escape the hostile inputs.
 */
export const routeSamples: Record<string, RouteSample> = {
  'POST /api/auth/signup': {
    as: 'anonymous',
    body: () => ({
      email: `hostile-${randomBytes(4).toString('hex')}@example.co.il`,
      password: 'a-strong-password-1',
      name: 'לקוחה חדשה',
      phone: '052-1234567',
    }),
  },
  'POST /api/auth/login': {
    as: 'anonymous',
    body: (ids) => ({ email: ids.customerEmail, password: ids.customerPassword }),
  },
  'POST /api/auth/refresh': { as: 'anonymous', body: (ids) => ({ refreshJwt: ids.refreshJwt }) },
  'POST /api/auth/logout': { as: 'anonymous', body: (ids) => ({ refreshJwt: ids.refreshJwt }) },
  'GET /api/auth/me': { as: 'customer' },
  'GET /api/auth/me/deletion': { as: 'customer' },
  'DELETE /api/auth/me': { as: 'throwaway' },
  'POST /api/auth/password/forgot': {
    as: 'anonymous',
    body: (ids) => ({ email: ids.customerEmail }),
  },
  'POST /api/auth/password/reset': {
    as: 'anonymous',
    body: () => ({ token: randomBytes(32).toString('base64url'), password: 'a-new-password-1' }),
  },
  'POST /api/auth/email/verify': {
    as: 'anonymous',
    body: () => ({ token: randomBytes(32).toString('base64url') }),
  },
  'POST /api/auth/email/verify/resend': { as: 'customer' },
  'GET /api/settings/public': { as: 'anonymous' },
  'GET /api/sample-map': { as: 'anonymous' },
  'GET /api/sample-map.pdf': { as: 'anonymous' },
  'GET /api/sample-map/pages/:file': { as: 'anonymous', ids: () => ['1.png'] },
  'GET /api/settings': { as: 'admin' },
  'PATCH /api/settings/map_price': { as: 'admin', body: () => ({ value: '180' }) },
  'GET /api/settings/vat-rates': { as: 'admin' },
  'POST /api/settings/vat-rates': {
    as: 'admin',
    // A day years ahead, a different one each time, so no real rate is ever in the way
    body: () => ({
      rate: '19',
      in_force_from: shopDate(Date.now(), 3650 + randomBytes(2).readUInt16BE()),
    }),
  },
  'DELETE /api/settings/vat-rates/:id': { as: 'admin' },
  'PATCH /api/settings/business': {
    as: 'admin',
    body: () => ({
      business_name: 'מפות נומרולוגיות',
      business_address: 'הרצל 1, תל אביב',
      dealer_number: '123456782',
    }),
  },
  'POST /api/coupons/validate': {
    as: 'anonymous',
    body: () => ({ code: 'NOPE', orderAmount: 180 }),
  },
  'GET /api/coupons': { as: 'admin' },
  'POST /api/coupons': { as: 'admin', body: coupon },
  'PATCH /api/coupons/:id': { as: 'admin', body: coupon, ids: (ids) => [ids.couponId] },
  'DELETE /api/coupons/:id': { as: 'admin', ids: (ids) => [ids.couponId] },
  'GET /api/admin/session': { as: 'admin' },
  'GET /api/admin/orders': { as: 'admin' },
  'POST /api/admin/orders/:id/email': {
    as: 'admin',
    body: () => ({ subject: 'עדכון על ההזמנה', body: 'שלום,\r\nהמפה בהכנה.' }),
    ids: orders,
  },
  'GET /api/admin/orders/:id/emails': { as: 'admin', ids: orders },
  'POST /api/admin/orders/:id/emails/:emailId/resend': { as: 'admin', ids: orders },
  'POST /api/admin/orders/:id/cancel': {
    as: 'admin',
    body: () => ({ reason: 'תקלה טכנית חריגה:\r\nהלקוח ביקש ביטול' }),
    ids: (ids) => [ids.pendingOrderId, ids.cancellableOrderId],
  },
  'GET /api/admin/orders/:id/invoice': { as: 'admin', ids: orders },
  // Files on success; given no real id, so what they answer is the envelope of a refusal
  'GET /api/admin/orders/:id/invoice/pdf': { as: 'admin' },
  'GET /api/admin/orders/:id/credit-invoice/pdf': { as: 'admin' },
  'GET /api/admin/documents': { as: 'admin' },
  'GET /api/admin/documents/export.csv': { as: 'admin' },
  'GET /api/admin/documents/export.zip': { as: 'admin' },
  'GET /api/admin/cancellations': { as: 'admin' },
  'POST /api/admin/cancellations/:id/accept': { as: 'admin' },
  'POST /api/admin/cancellations/:id/decline': {
    as: 'admin',
    body: () => ({ reason: 'המפה כבר נמסרה והורדה.' }),
  },
  // No real order: a request for a paid one would cancel it and leave the others unusable
  'POST /api/admin/orders/:id/cancellation-requests': {
    as: 'admin',
    body: () => ({ channel: 'phone', reason: 'הלקוח ביקש בטלפון' }),
  },
  'POST /api/admin/reports/:id/upload': { as: 'admin', ids: (ids) => [ids.reportId] },
  'POST /api/admin/reports/:id/gift-email': { as: 'admin', ids: (ids) => [ids.reportId] },
  'GET /api/admin/reports/:id/draft': { as: 'admin', ids: (ids) => [ids.reportId] },
  'POST /api/admin/reports/:id/draft': { as: 'admin', ids: (ids) => [ids.reportId] },
  'PUT /api/admin/reports/:id/note': {
    as: 'admin',
    body: () => ({ note: 'מילה אישית לבדיקה' }),
    ids: (ids) => [ids.reportId],
  },
  'POST /api/admin/reports/:id/approve': { as: 'admin', ids: (ids) => [ids.reportId] },
  'GET /api/admin/map-texts': { as: 'admin' },
  'PUT /api/admin/map-texts': {
    as: 'admin',
    body: () => ({ aspect: 'lifePath', number: 7, heading: 'כותרת לבדיקה', text: 'טקסט לבדיקה' }),
  },
  'PATCH /api/admin/reports/:id/status': {
    as: 'admin',
    body: () => ({ status: 'processing' }),
    ids: (ids) => [ids.reportId],
  },
  'GET /api/admin/users': { as: 'admin' },
  'GET /api/admin/stats': { as: 'admin' },
  'POST /api/orders': {
    as: 'customer',
    body: () => ({
      reports: [
        testReport({
          hebrewBirthDate: 'כ״ב באייר תש״ן',
          comments: 'הערה\r\nבשתי שורות',
          relationToBuyer: 'אחות',
        }),
        testReport({
          isGift: true,
          recipientEmail: 'friend@example.co.il',
          giftMessage: 'מזל טוב',
          giftDeliveryDate: giftDeliveryDateRange().max,
        }),
      ],
      couponCode: '',
    }),
    headers: () => ({ 'idempotency-key': `hostile-${randomBytes(8).toString('hex')}` }),
  },
  'GET /api/orders/verify-session': { as: 'customer' },
  'GET /api/orders': { as: 'customer' },
  'GET /api/orders/:id': { as: 'customer', ids: orders },
  'DELETE /api/orders/:id': { as: 'customer', ids: orders },
  'POST /api/orders/:id/pay': { as: 'customer', body: () => ({ ...testCard }), ids: orders },
  'GET /api/reports/:id/download': { as: 'customer', ids: (ids) => [ids.reportId] },
  'GET /api/payments': { as: 'customer' },
  'GET /api/payments/:orderId/invoice': { as: 'customer', ids: orders },
  'GET /api/payments/:orderId/credit-invoice': { as: 'customer', ids: orders },
  'GET /api/payments/:orderId/invoice/pdf': { as: 'customer' },
  'GET /api/payments/:orderId/credit-invoice/pdf': { as: 'customer' },
  // The pending order, which no request can cancel
  'POST /api/cancellations': {
    as: 'customer',
    body: (ids) => ({ orderId: ids.pendingOrderId, reason: 'שיניתי את דעתי' }),
  },
  'POST /api/cancellations/by-order-number': {
    as: 'anonymous',
    body: () => ({ orderNumber: '1001', email: 'israel@example.co.il', reason: 'טעות בהזמנה' }),
  },
  'POST /api/cancellations/confirm': { as: 'anonymous', body: () => ({ token: 'a'.repeat(43) }) },
  'POST /api/reports/:id/gift-email': { as: 'customer', ids: (ids) => [ids.reportId] },
  'GET /api/gifts/:token': { as: 'anonymous', html: true },
  'GET /api/gifts/:token/file': { as: 'anonymous', html: true },
  'GET /api/downloads/:token': { as: 'anonymous', html: true },
  'GET /api/files/*': { as: 'anonymous', html: true },
  'POST /api/contact': {
    as: 'anonymous',
    body: () => ({
      name: 'ישראל ישראלי',
      email: 'israel@example.co.il',
      phone: '050-1234567',
      message: 'שלום,\r\nיש לי שאלה על המפה.',
    }),
  },
  'POST /api/client-log/not-found': { as: 'anonymous', body: () => ({ path: '/no-such-page' }) },
}
