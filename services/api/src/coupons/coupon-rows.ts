import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql, vatRateNow } from '@shop/db'
import { couponRefusal, he, type CouponState } from '@shop/domain'
import { AppError } from '../http/app-error.ts'

/** The coupons not deleted, with what a check and the managers' list read of them. */
export function liveCoupons(em: EntityManager) {
  return typedSql(em)
    .selectFrom('coupons')
    .select([
      'id',
      'code',
      'description',
      'discount_type',
      'discount_value',
      'min_purchase_agorot',
      'max_uses',
      'times_used',
      'valid_from',
      'valid_until',
      'is_active',
    ])
    .where('deleted_at', 'is', null)
}

export type CouponRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof liveCoupons>['executeTakeFirst']>>
>

export function toCouponState(row: CouponRow): CouponState {
  return {
    isActive: row.is_active,
    validFrom: row.valid_from ? new Date(row.valid_from) : null,
    validUntil: row.valid_until ? new Date(row.valid_until) : null,
    maxUses: row.max_uses,
    timesUsed: row.times_used,
    minPurchaseAgorot: row.min_purchase_agorot,
  }
}

/** The live coupon with this code when it applies to `orderAmount`; a Hebrew 422 otherwise. */
export async function applicableCoupon(
  em: EntityManager,
  code: string,
  orderAmount: number,
): Promise<CouponRow> {
  const row = await liveCoupons(em).where('code', '=', code).executeTakeFirst()
  const refusal = couponRefusal(row && toCouponState(row), orderAmount, await vatRateNow(em))
  if (refusal || !row) throw new AppError('businessRule', refusal ?? he.coupon.invalid)
  return row
}
