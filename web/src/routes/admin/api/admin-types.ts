import type {
  BuyerOrder,
  BuyerReport,
  EmailStatus,
  PaymentAttempt,
  ReportDraftFields,
  ReportStatus,
} from '@shop/domain'

/** One page of a list the server pages and filters. */
export interface Page<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}

export interface AdminStats {
  totalOrders: number
  pendingOrders: number
  totalCustomers: number
  /** Decimal string, e.g. "4212.00". */
  revenue: string
  mapPrice: number
}

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

export interface AdminUser {
  id: string
  name: string | null
  email: string
  phone: string | null
  total_orders: number
  total_spent: string
  created_at: string
  deleted_at: string | null
  email_verified: boolean
}

/** A row of the e-mail log for one order. */
export interface AdminEmail {
  id: string
  recipient: string
  template: string
  subject: string | null
  status: EmailStatus
  attempts: number
  last_error: string | null
  sent_at: string | null
  created_at: string
}

export interface Setting {
  setting_key: string
  setting_value: string
}
