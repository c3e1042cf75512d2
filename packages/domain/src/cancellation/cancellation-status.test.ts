import { describe, expect, it } from 'vitest'
import { cancelsAtOnce, mapsDelivered } from './cancellation-status.ts'

const paidAt = '2026-11-01T10:00:00Z'
const day = 24 * 3600 * 1000

describe('cancelsAtOnce', () => {
  it('cancels a paid order with nothing delivered until 14 days after payment', () => {
    const order = { status: 'paid' as const, paidAt, deliveredReports: 0 }
    expect(cancelsAtOnce(order, new Date(Date.parse(paidAt) + 14 * day))).toBe(true)
    expect(cancelsAtOnce(order, new Date(Date.parse(paidAt) + 14 * day + 1))).toBe(false)
    expect(cancelsAtOnce({ ...order, status: 'processing' }, new Date(paidAt))).toBe(true)
  })

  it('leaves delivered, unpaid and finished orders to a manager', () => {
    const now = new Date(paidAt)
    expect(cancelsAtOnce({ status: 'paid', paidAt, deliveredReports: 1 }, now)).toBe(false)
    expect(cancelsAtOnce({ status: 'ready', paidAt, deliveredReports: 0 }, now)).toBe(false)
    expect(cancelsAtOnce({ status: 'pending', paidAt: null, deliveredReports: 0 }, now)).toBe(false)
  })
})

describe('mapsDelivered', () => {
  it('counts a ready map, or an order ready or completed, as delivered', () => {
    expect(mapsDelivered({ status: 'processing', deliveredReports: 0 })).toBe(false)
    expect(mapsDelivered({ status: 'processing', deliveredReports: 1 })).toBe(true)
    expect(mapsDelivered({ status: 'ready', deliveredReports: 0 })).toBe(true)
    expect(mapsDelivered({ status: 'completed', deliveredReports: 0 })).toBe(true)
  })
})
