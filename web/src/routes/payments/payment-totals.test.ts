import { describe, expect, it } from 'vitest'
import type { PaymentRecord } from '@shop/domain'
import { paymentTotals } from './payment-totals'

const payment = (overrides: Partial<PaymentRecord>): PaymentRecord => ({
  id: 'o1',
  order_id: 'o1',
  order_number: 1001,
  invoice_number: 1,
  credit_number: null,
  date: '2026-01-01T10:00:00.000Z',
  description: 'מפה נומרולוגית אחת (הזמנה 1001)',
  amount: '210.60',
  status: 'paid',
  ...overrides,
})

describe('paymentTotals', () => {
  it('adds up what was paid, counts invoices and what awaits payment', () => {
    expect(
      paymentTotals([
        payment({}),
        payment({ amount: '379.08', invoice_number: 2 }),
        payment({ status: 'pending', invoice_number: null, amount: '421.20' }),
        payment({ status: 'refunded', invoice_number: 3, credit_number: 1, amount: '210.60' }),
      ]),
    ).toEqual({ totalPaid: 58_968, invoiceCount: 3, pendingCount: 1 })
  })

  it('is all zeros without payments', () => {
    expect(paymentTotals([])).toEqual({ totalPaid: 0, invoiceCount: 0, pendingCount: 0 })
  })
})
