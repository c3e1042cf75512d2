import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  computeOrderTotals,
  couponDiscount,
  formatDiscount,
  formatShekels,
  formatVatRate,
  parsePercent,
  parseShekels,
  toDecimalString,
  withVat,
} from './money.ts'

describe('parseShekels and toDecimalString', () => {
  it.each([
    ['180', 18000],
    ['180.5', 18050],
    ['180.05', 18005],
    ['0', 0],
    [199.9, 19990],
  ])('reads %s as %i agorot', (input, agorot) => {
    expect(parseShekels(input)).toBe(agorot)
  })

  it.each(['', 'abc', '1.234', '-5', '1e3', '١٨٠'])('refuses %j', (input) => {
    expect(parseShekels(input)).toBeUndefined()
  })

  it('writes two decimals', () => {
    expect(toDecimalString(42120)).toBe('421.20')
    expect(toDecimalString(5)).toBe('0.05')
    expect(toDecimalString(0)).toBe('0.00')
  })
})

describe('parsePercent', () => {
  it('reads a rate as basis points', () => {
    expect(parsePercent('17')).toBe(1700)
    expect(parsePercent('10.5')).toBe(1050)
    expect(parsePercent(18)).toBe(1800)
  })

  it('refuses what is not a rate', () => {
    expect(parsePercent('17%')).toBeUndefined()
    expect(parsePercent('')).toBeUndefined()
  })
})

describe('computeOrderTotals', () => {
  it('matches the specification: 2 maps at 180 with 17 % VAT', () => {
    expect(computeOrderTotals({ unitPrice: 18000, quantity: 2, vatRateBasisPoints: 1700 })).toEqual(
      {
        unitPrice: 18000,
        quantity: 2,
        subtotal: 36000,
        discount: 0,
        vatRateBasisPoints: 1700,
        vat: 6120,
        total: 42120,
      },
    )
  })

  it('applies VAT after the discount', () => {
    const totals = computeOrderTotals({
      unitPrice: 18000,
      quantity: 2,
      vatRateBasisPoints: 1700,
      coupon: { discountType: 'percentage', discountValue: 10 },
    })
    expect(totals.discount).toBe(3600)
    expect(totals.vat).toBe(5508)
    expect(totals.total).toBe(36000 - 3600 + 5508)
  })

  it('rounds VAT half up to the agora', () => {
    // 0.17 x 1050 = 178.5 agorot -> 179
    expect(computeOrderTotals({ unitPrice: 1050, quantity: 1, vatRateBasisPoints: 1700 }).vat).toBe(
      179,
    )
    // 0.17 x 1049 = 178.33 -> 178
    expect(computeOrderTotals({ unitPrice: 1049, quantity: 1, vatRateBasisPoints: 1700 }).vat).toBe(
      178,
    )
    // 18 % of 12345 = 2222.1 -> 2222
    expect(
      computeOrderTotals({ unitPrice: 12345, quantity: 1, vatRateBasisPoints: 1800 }).vat,
    ).toBe(2222)
  })

  it('never lets the total go below zero with a large fixed coupon', () => {
    const totals = computeOrderTotals({
      unitPrice: 18000,
      quantity: 1,
      vatRateBasisPoints: 1700,
      coupon: { discountType: 'fixed', discountValue: '500' },
    })
    expect(totals).toMatchObject({ subtotal: 18000, discount: 18000, vat: 0, total: 0 })
  })
})

describe('couponDiscount', () => {
  it('takes fractional percentages exactly', () => {
    expect(couponDiscount(36000, { discountType: 'percentage', discountValue: '12.5' })).toBe(4500)
  })

  it('caps a percentage above 100 at the subtotal', () => {
    expect(couponDiscount(18000, { discountType: 'percentage', discountValue: 150 })).toBe(18000)
  })

  it('takes fixed amounts in shekels', () => {
    expect(couponDiscount(36000, { discountType: 'fixed', discountValue: '50.50' })).toBe(5050)
  })
})

describe('display', () => {
  it('writes a rate without trailing zeros', () => {
    expect(formatVatRate(1700)).toBe('17')
    expect(formatVatRate(1750)).toBe('17.5')
  })

  it('adds VAT for the consumer price', () => {
    expect(withVat(18000, 1700)).toBe(21060)
    expect(withVat(18000, 1800)).toBe(21240)
  })

  it('formats shekels for he-IL', () => {
    expect(formatShekels(42120)).toBe('\u200f421.20\u00a0\u200f₪')
    expect(formatShekels(123456789)).toBe('\u200f1,234,567.89\u00a0\u200f₪')
    expect(formatShekels(-1200)).toBe('\u200f\u200e-12.00\u00a0\u200f₪')
    expect(formatShekels(42150, 0)).toBe('\u200f422\u00a0\u200f₪')
  })

  it('writes a discount as a negative amount, from agorot or the API’s decimal string', () => {
    const minus72 = '\u200f\u200e-72.00\u00a0\u200f₪'
    expect(formatDiscount(7200)).toBe(minus72)
    expect(formatDiscount('72.00')).toBe(minus72)
    expect(formatDiscount('72')).toBe(minus72)
  })

  it('writes every amount as Intl writes it for he-IL', () => {
    const intl = (fractionDigits: 0 | 2) =>
      new Intl.NumberFormat('he-IL', {
        style: 'currency',
        currency: 'ILS',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      })
    const formats = { 0: intl(0), 2: intl(2) }
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        fc.constantFrom(0 as const, 2 as const),
        (agorot, digits) => {
          expect(formatShekels(agorot, digits)).toBe(formats[digits].format(agorot / 100))
        },
      ),
      { numRuns: 5000 },
    )
  })
})
