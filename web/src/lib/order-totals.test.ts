import { describe, expect, it } from 'vitest'
import { cartTotals, couponOrderAmount, mapPriceWithVat, orderTotals } from './order-totals'

const settings = { map_price: 180, vat_rate: 17 }

describe('cart totals', () => {
  it('price two maps with a 10 % coupon as the specification adds them up', () => {
    const coupon = {
      code: 'WELCOME10',
      discountAmount: '36.00',
      description: null,
      discountType: 'percentage' as const,
      discountValue: '10.00',
    }
    expect(cartTotals(2, settings, coupon)).toEqual({
      quantity: 2,
      unitPrice: 18_000,
      subtotal: 36_000,
      discount: 3_600,
      vatRateBasisPoints: 1_700,
      vat: 5_508,
      total: 37_908,
      couponCode: 'WELCOME10',
    })
  })

  it('follow the number of reports for a percentage coupon', () => {
    const coupon = {
      code: 'WELCOME10',
      discountAmount: '18.00',
      description: null,
      discountType: 'percentage' as const,
      discountValue: '10.00',
    }
    expect(cartTotals(3, settings, coupon).discount).toBe(5_400)
  })

  it('use the checked amount when only the specification fields are stored, capped', () => {
    const coupon = { code: 'BIG', discountAmount: '500.00', description: 'הנחה' }
    expect(cartTotals(1, settings, coupon)).toMatchObject({ discount: 18_000, vat: 0, total: 0 })
  })

  it('price without a coupon and with a changed price and rate', () => {
    expect(cartTotals(1, { map_price: 199.9, vat_rate: 18 }, null)).toMatchObject({
      subtotal: 19_990,
      discount: 0,
      vat: 3_598,
      total: 23_588,
      couponCode: null,
    })
  })

  it('ask the coupon check about the amount before VAT, in shekels', () => {
    expect(couponOrderAmount(2, settings)).toBe('360.00')
    expect(couponOrderAmount(3, { map_price: 199.9, vat_rate: 17 })).toBe('599.70')
  })
})

describe('order totals from the server', () => {
  it('read the frozen amounts, price and VAT rate', () => {
    const order = {
      unit_price: '180.00',
      vat_rate: '17.00',
      subtotal: '360.00',
      discount: '36.00',
      vat: '55.08',
      total: '379.08',
      coupon_code: 'WELCOME10',
      reports: [{}, {}] as never[],
    }
    expect(orderTotals(order)).toEqual({
      quantity: 2,
      unitPrice: 18_000,
      subtotal: 36_000,
      discount: 3_600,
      vat: 5_508,
      total: 37_908,
      vatRateBasisPoints: 1_700,
      couponCode: 'WELCOME10',
    })
  })

  it('show a map’s price as consumers see it, with VAT at today’s rate', () => {
    expect(mapPriceWithVat({ map_price: 180, vat_rate: 18 })).toBe(21_240)
    expect(mapPriceWithVat({ map_price: 199.9, vat_rate: 17.5 })).toBe(23_488)
  })
})
