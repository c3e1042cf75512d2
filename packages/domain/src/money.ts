/**
 * Money is integer agorot (1 ₪ = 100 agorot) everywhere; floats never hold an amount. The API
 * speaks decimal strings with two decimals ("421.20"), which these helpers convert both ways.
 */
export type Agorot = number

/** A decimal with at most two decimals ("180", "180.5", "180.50") in hundredths of its unit. */
function parseHundredths(value: string | number): number | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim()
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** "180", "180.5" or "180.50" (or a number) to agorot; undefined when it is not an amount. */
export function parseShekels(value: string | number): Agorot | undefined {
  return parseHundredths(value)
}

/**
 * A percentage ("17", "10.5", 18) as basis points, hundredths of a percent, so that rates stay in
 * integers: 10.5 % -> 1050. Undefined when it is not a percentage of at most two decimals.
 */
export function parsePercent(value: string | number): number | undefined {
  return parseHundredths(value)
}

export function toDecimalString(agorot: Agorot): string {
  const sign = agorot < 0 ? '-' : ''
  const abs = Math.abs(agorot)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** Rounds a non-negative fraction of agorot half up, as the tax authority rounds VAT. */
function roundHalfUp(numerator: number, denominator: number): Agorot {
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}

export interface CouponTerms {
  discountType: 'percentage' | 'fixed'
  /** Percent (10.5) for percentage coupons; shekels for fixed ones. */
  discountValue: string | number
}

/** The coupon's discount on a subtotal, never more than the subtotal itself. */
export function couponDiscount(subtotal: Agorot, coupon: CouponTerms): Agorot {
  if (coupon.discountType === 'fixed') {
    return Math.min(subtotal, parseShekels(coupon.discountValue) ?? 0)
  }
  const basisPoints = parsePercent(coupon.discountValue) ?? 0
  return Math.min(subtotal, roundHalfUp(subtotal * basisPoints, 10_000))
}

export interface OrderTotals {
  unitPrice: Agorot
  quantity: number
  subtotal: Agorot
  discount: Agorot
  vatRateBasisPoints: number
  vat: Agorot
  total: Agorot
}

/** VAT at a rate on what remains after the discount (half up), and the total with it. */
export function vatAndTotal(
  subtotal: Agorot,
  discount: Agorot,
  vatRateBasisPoints: number,
): Pick<OrderTotals, 'vatRateBasisPoints' | 'vat' | 'total'> {
  const vat = roundHalfUp((subtotal - discount) * vatRateBasisPoints, 10_000)
  return { vatRateBasisPoints, vat, total: subtotal - discount + vat }
}

/** n reports at unit price p: subtotal, discount, VAT on what remains (half up), total. */
export function computeOrderTotals(input: {
  unitPrice: Agorot
  quantity: number
  vatRateBasisPoints: number
  coupon?: CouponTerms
}): OrderTotals {
  const subtotal = input.unitPrice * input.quantity
  const discount = input.coupon ? couponDiscount(subtotal, input.coupon) : 0
  return {
    unitPrice: input.unitPrice,
    quantity: input.quantity,
    subtotal,
    discount,
    ...vatAndTotal(subtotal, discount, input.vatRateBasisPoints),
  }
}

/**
 * An amount before VAT as a consumer sees it, VAT included (Consumer Protection Law s.17d): a
 * price, or a coupon's fixed discount, which managers enter before VAT.
 */
export function withVat(amount: Agorot, vatRateBasisPoints: number): Agorot {
  return amount + roundHalfUp(amount * vatRateBasisPoints, 10_000)
}

/** 1700 -> "17", 1750 -> "17.5": a rate as people write it. */
export function formatVatRate(basisPoints: number): string {
  return String(basisPoints / 100)
}

const rightToLeftMark = '\u200f'
const leftToRightMark = '\u200e'

/**
 * "‏421.20 ₪" as he-IL writes amounts (CLDR, as Intl writes them: a right-to-left mark first, and
 * before the sign; the shekel sign after a no-break space): the one formatter of amounts, agorot
 * in. Written out rather than through Intl: a page's first currency format loads locale data, a
 * long task on a phone, and a browser's older locale data could write otherwise than the build.
 */
export function formatShekels(agorot: Agorot, fractionDigits: 0 | 2 = 2): string {
  const abs = Math.abs(agorot)
  // Whole shekels round half away from zero, as Intl does
  const units = fractionDigits === 0 ? Math.round(abs / 100) : Math.floor(abs / 100)
  const whole = String(units).replace(/\B(?=(\d{3})+$)/g, ',')
  const fraction = fractionDigits === 0 ? '' : `.${String(abs % 100).padStart(2, '0')}`
  const sign = agorot < 0 ? `${leftToRightMark}-` : ''
  return `${rightToLeftMark}${sign}${whole}${fraction}\u00a0${rightToLeftMark}₪`
}

/** An amount as the API writes it ("421.20") formatted for display; unreadable counts as 0. */
export function formatAmount(amount: string | number, fractionDigits: 0 | 2 = 2): string {
  return formatShekels(parseShekels(amount) ?? 0, fractionDigits)
}

/**
 * A discount as every page shows it, the customer's and the manager's alike: a negative amount
 * ("‏‎-72.00 ‏₪"), so the minus sign keeps to the number in a right-to-left line. Agorot, or the
 * API's decimal string.
 */
export function formatDiscount(discount: Agorot | string): string {
  const agorot = typeof discount === 'string' ? (parseShekels(discount) ?? 0) : discount
  return formatShekels(-agorot)
}
