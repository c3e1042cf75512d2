import type { EntityManager } from '@mikro-orm/postgresql'
import { couponRefusal, he, type CouponState } from '@shop/domain'
import { AppError } from '../http/app-error.ts'

export interface CouponRow {
  id: string
  code: string
  description: string | null
  discount_type: 'percentage' | 'fixed'
  discount_value: string
  min_purchase_agorot: number | null
  max_uses: number | null
  times_used: number
  valid_from: string | null
  valid_until: string | null
  is_active: boolean
}

export const couponColumns = `id, code, description, discount_type, discount_value,
  min_purchase_agorot, max_uses, times_used, valid_from, valid_until, is_active`

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
  const [row] = await em.execute<CouponRow[]>(
    `select ${couponColumns} from coupons where code = ? and deleted_at is null`,
    [code],
  )
  const refusal = couponRefusal(row && toCouponState(row), orderAmount)
  if (refusal || !row) throw new AppError('businessRule', refusal ?? he.coupon.invalid)
  return row
}
