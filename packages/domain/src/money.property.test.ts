import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeOrderTotals, withVat, type CouponTerms } from './money.ts'

const unitPrice = fc.integer({ min: 1, max: 10_000_000 })
const quantity = fc.integer({ min: 1, max: 10 })
// Up to 100 % in basis points, with the odd ones that make VAT fall on half an agora.
const vatRate = fc.integer({ min: 0, max: 10_000 })
const shekels = (agorot: number) =>
  `${Math.floor(agorot / 100)}.${String(agorot % 100).padStart(2, '0')}`
const coupon: fc.Arbitrary<CouponTerms | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: 1, max: 10_000 }).map((basisPoints) => ({
    discountType: 'percentage' as const,
    discountValue: shekels(basisPoints),
  })),
  fc.integer({ min: 1, max: 200_000_000 }).map((agorot) => ({
    discountType: 'fixed' as const,
    discountValue: shekels(agorot),
  })),
)

/** VAT on a net amount as the tax authority rounds it, half up, in exact integer arithmetic. */
const expectedVat = (net: number, rate: number) => {
  const exact = BigInt(net) * BigInt(rate)
  const whole = exact / 10_000n
  return Number(exact % 10_000n >= 5_000n ? whole + 1n : whole)
}

describe('order totals, for any price, coupon and VAT rate', () => {
  it('add up: total = subtotal - discount + VAT, VAT rounded half up on what remains', () => {
    fc.assert(
      fc.property(unitPrice, quantity, vatRate, coupon, (price, count, rate, terms) => {
        const totals = computeOrderTotals({
          unitPrice: price,
          quantity: count,
          vatRateBasisPoints: rate,
          coupon: terms,
        })
        expect(totals.subtotal).toBe(price * count)
        expect(totals.vat).toBe(expectedVat(totals.subtotal - totals.discount, rate))
        expect(totals.total).toBe(totals.subtotal - totals.discount + totals.vat)
        for (const amount of [totals.discount, totals.vat, totals.total]) {
          expect(Number.isInteger(amount)).toBe(true)
          expect(amount).toBeGreaterThanOrEqual(0)
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('never discount more than the price with VAT', () => {
    fc.assert(
      fc.property(unitPrice, quantity, vatRate, coupon, (price, count, rate, terms) => {
        const totals = computeOrderTotals({
          unitPrice: price,
          quantity: count,
          vatRateBasisPoints: rate,
          coupon: terms,
        })
        expect(totals.discount).toBeLessThanOrEqual(withVat(totals.subtotal, rate))
        expect(totals.discount).toBeLessThanOrEqual(totals.subtotal)
      }),
      { numRuns: 2000 },
    )
  })
})
