import type { EntityManager } from '@mikro-orm/postgresql'
import { isUuid, typedSql } from '@shop/db'
import {
  couponDiscount,
  couponSchema,
  couponValidationSchema,
  he,
  parseShekels,
  toDecimalString,
  type AdminCoupon,
  type CouponPayload,
} from '@shop/domain'
import { Hono } from 'hono'
import { sql } from 'kysely'
import { randomUUID } from 'node:crypto'
import { requireAdmin, type AuthEnv } from '../auth/auth-middleware.ts'
import { applicableCoupon, liveCoupons, type CouponRow } from '../coupons/coupon-rows.ts'
import type { AppDeps } from '../context.ts'
import { AppError } from '../http/app-error.ts'
import { ok } from '../http/envelope.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { iso } from '../http/serialize.ts'
import { validate } from '../http/validate.ts'

function toAdminCoupon({ min_purchase_agorot, ...row }: CouponRow): AdminCoupon {
  return {
    ...row,
    discount_value: toDecimalString(parseShekels(row.discount_value) ?? 0),
    min_purchase_amount: min_purchase_agorot === null ? null : toDecimalString(min_purchase_agorot),
    valid_from: iso(row.valid_from),
    valid_until: iso(row.valid_until),
  }
}

async function findCoupon(em: EntityManager, id: string): Promise<CouponRow> {
  const row = await liveCoupons(em).where('id', '=', id).executeTakeFirst()
  if (!row) throw new AppError('notFound', he.admin.couponNotFound)
  return row
}

function couponValues(coupon: CouponPayload) {
  return {
    description: coupon.description || null,
    discount_type: coupon.discountType,
    discount_value: toDecimalString(parseShekels(coupon.discountValue)!),
    min_purchase_agorot: coupon.minPurchaseAmount ?? null,
    max_uses: coupon.maxUses ?? null,
    valid_from: coupon.validFrom ? new Date(coupon.validFrom) : null,
    valid_until: coupon.validUntil ? new Date(coupon.validUntil) : null,
    is_active: coupon.isActive,
  }
}

/** Managers manage coupons; anyone may check a code against an order amount. */
export function couponRoutes(deps: AppDeps) {
  const { orm } = deps
  const admin = requireAdmin(deps)
  return new Hono<AuthEnv>()
    .post(
      '/validate',
      rateLimit('coupon', deps),
      validate('json', couponValidationSchema),
      async (c) => {
        const { code, orderAmount } = c.req.valid('json')
        const row = await applicableCoupon(orm.em.fork(), code, orderAmount)
        const discount = couponDiscount(orderAmount, {
          discountType: row.discount_type,
          discountValue: row.discount_value,
        })
        return ok<'POST /api/coupons/validate'>(c, {
          code: row.code,
          discountAmount: toDecimalString(discount),
          discountType: row.discount_type,
          discountValue: toDecimalString(parseShekels(row.discount_value) ?? 0),
          description: row.description,
        })
      },
    )
    .get('/', admin, async (c) => {
      const rows = await liveCoupons(orm.em.fork()).orderBy('created_at', 'desc').execute()
      return ok<'GET /api/coupons'>(c, rows.map(toAdminCoupon))
    })
    .post('/', admin, validate('json', couponSchema), async (c) => {
      const coupon = c.req.valid('json')
      const em = orm.em.fork()
      const inserted = await typedSql(em)
        .insertInto('coupons')
        .values({
          id: randomUUID(),
          code: coupon.code,
          ...couponValues(coupon),
          created_at: sql`now()`,
          updated_at: sql`now()`,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!inserted) throw new AppError('conflict', he.admin.couponCodeExists)
      return ok<'POST /api/coupons'>(c, toAdminCoupon(await findCoupon(em, inserted.id)), 201)
    })
    .patch('/:id', admin, validate('json', couponSchema), async (c) => {
      const id = c.req.param('id')
      if (!isUuid(id)) throw new AppError('notFound', he.admin.couponNotFound)
      const coupon = c.req.valid('json')
      const em = orm.em.fork()
      const existing = await findCoupon(em, id)
      // The code is what customers were given; changing it would silently break their coupons.
      if (existing.code !== coupon.code)
        throw new AppError('businessRule', he.admin.couponCodeLocked)
      await typedSql(em)
        .updateTable('coupons')
        .set({ ...couponValues(coupon), updated_at: sql`now()` })
        .where('id', '=', id)
        .execute()
      return ok<'PATCH /api/coupons/:id'>(c, toAdminCoupon(await findCoupon(em, id)))
    })
    .delete('/:id', admin, async (c) => {
      const id = c.req.param('id')
      if (!isUuid(id)) throw new AppError('notFound', he.admin.couponNotFound)
      const em = orm.em.fork()
      await findCoupon(em, id)
      // Soft: orders that used the coupon keep pointing at it.
      await typedSql(em)
        .updateTable('coupons')
        .set({ deleted_at: sql`now()`, is_active: false })
        .where('id', '=', id)
        .execute()
      return ok<'DELETE /api/coupons/:id'>(c, {})
    })
}
