import type { OrderStatus } from '../order/order-status.ts'
import type { PaymentAttempt } from '../payment/payment-attempt-status.ts'
import type { MapDraftStatus, ReportStatus } from '../report/report-status.ts'
import type { BuyerOrder, BuyerReport } from './buyer-order.ts'
import type { ReportDraftFields } from '../maps/map-draft.schema.ts'

/**
 * A report within an admin order (spec section 3): the buyer's fields and what only staff see.
 * Name, birth date and phone are null once the buyer's account was erased.
 */
export interface AdminReport
  extends Omit<BuyerReport, 'subject_name' | 'date_of_birth'>, ReportDraftFields {
  subject_name: string | null
  date_of_birth: string | null
  status: ReportStatus
  phone: string | null
  comments: string | null
  hebrew_birth_date: string | null
}

/** A report whose buyer still has an account: one a manager can still work on. */
export type WorkableReport = AdminReport & { subject_name: string; date_of_birth: string }

export const isWorkable = (report: AdminReport): report is WorkableReport =>
  report.subject_name !== null

/**
 * An order as the admin reads it: the buyer's view without the frozen unit price and VAT rate,
 * plus the soft deletion and the customer's contact details.
 */
export interface AdminOrder extends Omit<BuyerOrder, 'unit_price' | 'vat_rate' | 'reports'> {
  deleted_at: string | null
  user_email: string
  user_phone: string | null
  user_deleted_at: string | null
  reports: AdminReport[]
  payments: PaymentAttempt[]
  cancelled_at: string | null
  /** The e-mail of the manager who cancelled a paid order, when the account still exists. */
  cancelled_by: string | null
  cancel_reason: string | null
  credit_number: number | null
}

/** POST /api/admin/orders/{id}/cancel: the order as it stands after the refund. */
export interface CancelledOrderAnswer {
  order: { id: string; status: Extract<OrderStatus, 'cancelled'>; credit_number: number }
}

/** PATCH /api/admin/reports/{id}/status: work on the report, and so on its order, started. */
export interface StartedReportAnswer {
  reportId: string
  status: Extract<ReportStatus, 'processing'>
  orderStatus: Extract<OrderStatus, 'processing'>
}

/** POST /api/admin/reports/{id}/upload: the report's PDF is stored and the report is ready. */
export interface UploadedReportAnswer {
  reportId: string
  status: Extract<ReportStatus, 'ready'>
  orderId: string
  /** The upload made the order's last report ready. */
  orderReady: boolean
}

/** The dashboard's summary cards. */
export interface AdminStats {
  totalOrders: number
  pendingOrders: number
  totalCustomers: number
  /** Decimal string, e.g. "4212.00". */
  revenue: string
  mapPrice: number
}

/** POST /api/admin/reports/{id}/draft: the report's draft is to be made again. */
export interface RedraftAnswer {
  reportId: string
  draftStatus: Extract<MapDraftStatus, 'queued'>
}

/** PUT /api/admin/reports/{id}/note: the note is saved and the draft, which prints it, redone. */
export interface PersonalNoteAnswer extends RedraftAnswer {
  personalNote: string | null
}

/** POST /api/admin/reports/{id}/approve: the draft became the report's map. */
export interface ApprovedDraftAnswer {
  report: { id: string; status: Extract<ReportStatus, 'ready'> }
  /** The approval made the order's last report ready. */
  orderReady: boolean
}
