import type { OrderStatus } from '../order/order-status.ts'

/** The shapes the buyer's calls answer with (amounts are decimal shekel strings, "379.08"). */
export interface BuyerReport {
  id: string
  subject_name: string
  date_of_birth: string
  relation_to_buyer: string | null
  is_gift: boolean
  recipient_email: string | null
  gift_message: string | null
  /** The day the buyer chose for the gift's map e-mail (YYYY-MM-DD), if any. */
  gift_delivery_date: string | null
  /** The latest map e-mail to the gift's recipient; null until the map is ready. */
  gift_email: GiftEmail | null
  status: string
}

/** `scheduled`: waiting for the delivery date; the others as in the e-mail log. */
export type GiftEmailStatus = 'scheduled' | 'queued' | 'sent' | 'failed'

export interface GiftEmail {
  status: GiftEmailStatus
  sent_at: string | null
  send_after: string | null
}

export interface BuyerOrder {
  id: string
  order_number: number
  status: OrderStatus
  created_at: string
  paid_at: string | null
  due_at: string | null
  /** The price per map and the VAT rate (percent) frozen on the order when it was created. */
  unit_price: string
  vat_rate: string
  subtotal: string
  discount: string
  vat: string
  total: string
  coupon_code: string | null
  receipt_number: number | null
  reports: BuyerReport[]
}

/** `refunded`: paid, then cancelled by the shop with a credit invoice. */
export type PaymentStatus = 'paid' | 'pending' | 'failed' | 'refunded'

export interface PaymentRecord {
  id: string
  order_id: string
  order_number: number
  invoice_number: number | null
  /** The credit invoice of a refunded payment. */
  credit_number: number | null
  date: string
  description: string
  amount: string
  status: PaymentStatus
}

export interface InvoiceLine {
  description: string
  quantity: number
  unitPrice: string
  amount: string
}

export interface Invoice {
  business: { name: string; address: string; dealerNumber: string; email: string; phone: string }
  /** The business details are not complete yet: the document is a draft (business-details.ts). */
  draft: boolean
  receiptNumber: number
  /** Set on the credit invoice of a cancelled order, which refers to the receipt above. */
  credit: { number: number; date: string } | null
  date: string
  orderNumber: number
  customer: {
    name: string | null
    /** The business the buyer asked the document to name, with its dealer or company number. */
    businessName: string | null
    dealerNumber: string | null
  }
  lines: InvoiceLine[]
  subtotal: string
  discount: string
  couponCode: string | null
  amountBeforeVat: string
  vatRate: string
  vat: string
  total: string
  paymentMethod: string | null
}

/** GET /api/orders/{id} and the payment's answer. */
export interface BuyerOrderAnswer {
  order: BuyerOrder
}

/**
 * POST /api/orders/{id}/pay answered 202: the card was charged but the order is not yet marked
 * paid (the shop is recording the charge); the page polls the order until it is.
 */
export interface PaymentConfirmingAnswer {
  orderId: string
  message: string
}

/** POST /api/orders: the order of this checkout visit, new or the one its key made before. */
export interface CreatedOrderAnswer extends BuyerOrderAnswer {
  message: string
}

/** GET /api/reports/{id}/download: a presigned link that lives a few minutes. */
export interface ReportDownloadAnswer {
  downloadUrl: string
  expiresInSeconds: number
}
