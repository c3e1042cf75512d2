import {
  computeOrderTotals,
  parsePercent,
  parseShekels,
  toDecimalString,
  withVat,
  type Agorot,
  type CouponTerms,
} from '@shop/domain'
import type { AppliedCoupon } from './applied-coupon'
import type { BuyerOrder } from '@shop/domain'

/** What the order summary shows, in agorot. */
export interface SummaryTotals {
  quantity: number
  unitPrice: Agorot
  subtotal: Agorot
  discount: Agorot
  vat: Agorot
  total: Agorot
  /** 1700 for 17 %; null if an order answered no readable rate. */
  vatRateBasisPoints: number | null
  couponCode: string | null
}

export interface PriceSettings {
  map_price: number
  vat_rate: number
}

// Settings arrive as JSON numbers; two fixed decimals keep a float like 17.000000001 readable.
const toAgorot = (value: number) => parseShekels(value.toFixed(2)) ?? 0
const vatBasisPoints = (settings: PriceSettings) => parsePercent(settings.vat_rate.toFixed(2)) ?? 0

/** One map's price as consumers see it: with VAT at today's rate. */
export function mapPriceWithVat(settings: PriceSettings): Agorot {
  return withVat(toAgorot(settings.map_price), vatBasisPoints(settings))
}

function couponTerms(coupon: AppliedCoupon): CouponTerms {
  if (coupon.discountType && coupon.discountValue) {
    return { discountType: coupon.discountType, discountValue: coupon.discountValue }
  }
  return { discountType: 'fixed', discountValue: coupon.discountAmount }
}

/** The order form and cart: n reports at the current price, the applied coupon, VAT. */
export function cartTotals(
  quantity: number,
  settings: PriceSettings,
  coupon: AppliedCoupon | null,
): SummaryTotals {
  const totals = computeOrderTotals({
    unitPrice: toAgorot(settings.map_price),
    quantity,
    vatRateBasisPoints: vatBasisPoints(settings),
    coupon: coupon ? couponTerms(coupon) : undefined,
  })
  return { ...totals, couponCode: coupon?.code ?? null }
}

/** Before VAT, in shekels, as POST /api/coupons/validate wants it: report count x unit price. */
export function couponOrderAmount(quantity: number, settings: PriceSettings): string {
  return toDecimalString(toAgorot(settings.map_price) * quantity)
}

/** Checkout: the amounts the server froze on the order, never recomputed from today's price. */
export function orderTotals(
  order: Pick<
    BuyerOrder,
    | 'unit_price'
    | 'vat_rate'
    | 'subtotal'
    | 'discount'
    | 'vat'
    | 'total'
    | 'coupon_code'
    | 'reports'
  >,
): SummaryTotals {
  const subtotal = parseShekels(order.subtotal) ?? 0
  const discount = parseShekels(order.discount) ?? 0
  const vat = parseShekels(order.vat) ?? 0
  const quantity = order.reports.length
  return {
    quantity,
    unitPrice: parseShekels(order.unit_price) ?? 0,
    subtotal,
    discount,
    vat,
    total: parseShekels(order.total) ?? 0,
    vatRateBasisPoints: parsePercent(order.vat_rate) ?? null,
    couponCode: order.coupon_code,
  }
}
