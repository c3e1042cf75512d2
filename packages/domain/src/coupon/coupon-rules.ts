import { couponMessages as m } from '../messages/coupon.ts'
import { formatShekels, withVat, type Agorot } from '../money.ts'

export interface CouponState {
  isActive: boolean
  validFrom: Date | null
  validUntil: Date | null
  maxUses: number | null
  timesUsed: number
  minPurchaseAgorot: number | null
}

/**
 * Why a coupon cannot apply to an order of `orderAmount` (before VAT), or undefined when it can.
 * The same rule runs when a code is checked and again when the order is paid. The minimum is
 * compared before VAT, as managers set it, and told to the buyer with VAT at `vatRateBasisPoints`,
 * as every price a consumer sees.
 */
export function couponRefusal(
  coupon: CouponState | undefined,
  orderAmount: Agorot,
  vatRateBasisPoints: number,
  now: Date = new Date(),
): string | undefined {
  if (!coupon || !coupon.isActive) return m.invalid
  if (coupon.validFrom && now < coupon.validFrom) return m.notYetValid
  if (coupon.validUntil && now > coupon.validUntil) return m.expired
  if (coupon.maxUses !== null && coupon.timesUsed >= coupon.maxUses) return m.exhausted
  if (coupon.minPurchaseAgorot !== null && orderAmount < coupon.minPurchaseAgorot) {
    return m.minimumNotMet(formatShekels(withVat(coupon.minPurchaseAgorot, vatRateBasisPoints)))
  }
  return undefined
}
