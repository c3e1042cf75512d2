import { formatDate, he, type PaymentInput } from '@shop/domain'
import { toaster } from '../../components/ui/toaster'
import { clearAppliedCoupon } from '../../lib/applied-coupon'
import { clearCheckoutVisit, readCheckoutVisit } from '../../lib/checkout-visit'
import { ordersApi } from '../../lib/orders-api'
import { clearPendingReports } from '../../lib/pending-reports'

const { checkout: m } = he.order

/**
 * Pays the order; once paid, the order flow's session values are spent. Reopening an older
 * unpaid order leaves another visit's pending reports alone.
 */
export async function payOrder(orderId: string, payment: PaymentInput): Promise<void> {
  const { order } = await ordersApi.pay(orderId, payment)
  const visit = readCheckoutVisit()
  if (!visit || visit.orderId === orderId) {
    clearPendingReports()
    clearCheckoutVisit()
  }
  clearAppliedCoupon()
  toaster.create({
    type: 'success',
    title: m.paidTitle,
    description: order.due_at ? m.paidText(formatDate(order.due_at)) : undefined,
    duration: 8000,
  })
}
