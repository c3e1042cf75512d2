import type { InvoiceDocumentKind } from './orders-api'

export interface ListQuery {
  page: number
  pageSize: number
  q?: string
  status?: string
}

/**
 * Every cache key, per resource. Keys nest, so invalidating a prefix (all of the dashboard, one
 * admin order with its e-mail log) refreshes everything under it that is on screen.
 */
export const queryKeys = {
  publicSettings: ['public-settings'] as const,
  sampleMap: ['sample-map'] as const,
  verifyEmail: (token: string) => ['verify-email', token] as const,
  /** The queue board's cookie, set again for each new session token; outside the dashboard's
   * own keys, which every change there refreshes. */
  boardSession: (sessionToken: string | null) => ['board-session', sessionToken] as const,
  account: {
    all: ['account'] as const,
    adminAccess: (userId: string) => ['account', userId, 'admin-access'] as const,
    deletable: (userId: string) => ['account', userId, 'deletable'] as const,
  },
  buyer: {
    all: ['buyer'] as const,
    orders: ['buyer', 'orders'] as const,
    /** Checkout's entry: the order made from the pending reports, or the one named by ?order=. */
    checkout: (orderId: string | null) => ['buyer', 'checkout', orderId] as const,
    payments: ['buyer', 'payments'] as const,
    /** An order whose charge is being recorded, followed until it is paid. */
    confirming: (orderId: string) => ['buyer', 'confirming', orderId] as const,
    invoice: (orderId: string, kind: InvoiceDocumentKind) =>
      ['buyer', 'payments', orderId, kind] as const,
  },
  admin: {
    all: ['admin'] as const,
    stats: ['admin', 'stats'] as const,
    settings: ['admin', 'settings'] as const,
    vatRates: ['admin', 'vat-rates'] as const,
    orders: (query: ListQuery) => ['admin', 'orders', 'list', query] as const,
    order: (orderId: string) => ['admin', 'orders', orderId] as const,
    orderEmails: (orderId: string) => ['admin', 'orders', orderId, 'emails'] as const,
    orderCancellations: (orderId: string) => ['admin', 'orders', orderId, 'cancellations'] as const,
    /** Requests waiting for a manager, above the orders. */
    openCancellations: ['admin', 'cancellations', 'open'] as const,
    users: (query: ListQuery) => ['admin', 'users', query] as const,
    documents: (month: string) => ['admin', 'documents', month] as const,
    coupons: ['admin', 'coupons'] as const,
    mapTexts: ['admin', 'map-texts'] as const,
  },
}
