import type { EmailStatus, OrderStatus, ReportStatus } from '@shop/domain'

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

/** A report within an admin order (spec section 3); dates as ISO strings. */
export interface AdminReport {
  id: string
  subject_name: string
  date_of_birth: string
  phone: string
  status: ReportStatus
  is_gift: boolean
  recipient_email: string | null
  gift_message: string | null
  comments: string | null
  relation_to_buyer: string | null
  hebrew_birth_date: string | null
}

/** An order as the admin reads it; amounts are decimal strings ("421.20"). */
export interface AdminOrder {
  id: string
  order_number: number
  status: OrderStatus
  created_at: string
  paid_at: string | null
  due_at: string | null
  deleted_at: string | null
  subtotal: string
  discount: string
  vat: string
  total: string
  coupon_code: string | null
  receipt_number: number | null
  user_email: string
  user_phone: string | null
  user_deleted_at: string | null
  reports: AdminReport[]
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
