import { parseShekels, type Agorot } from '@shop/domain'
import type { PaymentRecord } from '@shop/domain'

export interface PaymentTotals {
  totalPaid: Agorot
  invoiceCount: number
  pendingCount: number
}

/**
 * The three summary cards of /payments. A refunded payment is no longer money paid, but its
 * invoice-receipt was issued and stays.
 */
export function paymentTotals(payments: readonly PaymentRecord[]): PaymentTotals {
  const paid = payments.filter((payment) => payment.status === 'paid')
  return {
    totalPaid: paid.reduce((sum, payment) => sum + (parseShekels(payment.amount) ?? 0), 0),
    invoiceCount: payments.filter((payment) => payment.invoice_number !== null).length,
    pendingCount: payments.filter((payment) => payment.status === 'pending').length,
  }
}
