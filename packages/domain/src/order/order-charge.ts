import type { OrderStatus } from './order-status.ts'
import { vatAndTotal } from '../money.ts'

/** An order's amounts as its row keeps them: agorot, the VAT rate in basis points. */
export interface OrderAmounts {
  status: OrderStatus
  subtotal_agorot: number
  discount_agorot: number
  vat_rate_basis_points: number
  vat_agorot: number
  total_agorot: number
}

/**
 * What an order charges: an unpaid one what paying it now would, its VAT that of the day it is
 * paid (the tax point), at the rate `vatRateToday`, as payment recomputes it (priceAtTaxPoint).
 * Paid orders keep what they were charged.
 */
export function orderCharge(
  order: OrderAmounts,
  vatRateToday: number,
): { vatRateBasisPoints: number; vat: number; total: number } {
  return order.status === 'pending'
    ? vatAndTotal(order.subtotal_agorot, order.discount_agorot, vatRateToday)
    : {
        vatRateBasisPoints: order.vat_rate_basis_points,
        vat: order.vat_agorot,
        total: order.total_agorot,
      }
}
