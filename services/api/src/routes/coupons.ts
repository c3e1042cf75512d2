import type { EntityManager } from '@mikro-orm/postgresql'
import { isUuid } from '@shop/db'
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
import { randomUUID } from 'node:crypto'
import { requireAdmin, type AuthEnv } from '../auth/auth-middleware.ts'
import { applicableCoupon, couponColumns, type CouponRow } from '../coupons/coupon-rows.ts'
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
  const [row] = await em.execute<CouponRow[]>(
    `select ${couponColumns} from coupons where id = ? and deleted_at is null`,
    [id],
  )
  if (!row) throw new AppError('notFound', he.admin.couponNotFound)
  return row
}

function couponValues(coupon: CouponPayload) {
  return [
    coupon.description || null,
    coupon.discountType,
    toDecimalString(parseShekels(coupon.discountValue)!),
    coupon.minPurchaseAmount ?? null,
    coupon.maxUses ?? null,
    coupon.validFrom ? new Date(coupon.validFrom) : null,
    coupon.validUntil ? new Date(coupon.validUntil) : null,
    coupon.isActive,
  ]
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
      const rows = await orm.em
        .fork()
        .execute<CouponRow[]>(
          `select ${couponColumns} from coupons where deleted_at is null order by created_at desc`,
        )
      return ok<'GET /api/coupons'>(c, rows.map(toAdminCoupon))
    })
    .post('/', admin, validate('json', couponSchema), async (c) => {
      const coupon = c.req.valid('json')
      const em = orm.em.fork()
      const [inserted] = await em.execute<{ id: string }[]>(
        `insert into coupons (id, code, description, discount_type, discount_value,
           min_purchase_agorot, max_uses, valid_from, valid_until, is_active, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), now()) on conflict do nothing returning id`,
        [randomUUID(), coupon.code, ...couponValues(coupon)],
      )
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
      await em.execute(
        `update coupons set description = ?, discount_type = ?, discount_value = ?,
           min_purchase_agorot = ?, max_uses = ?, valid_from = ?, valid_until = ?, is_active = ?,
           updated_at = now()
         where id = ?`,
        [...couponValues(coupon), id],
      )
      return ok<'PATCH /api/coupons/:id'>(c, toAdminCoupon(await findCoupon(em, id)))
    })
    .delete('/:id', admin, async (c) => {
      const id = c.req.param('id')
      if (!isUuid(id)) throw new AppError('notFound', he.admin.couponNotFound)
      const em = orm.em.fork()
      await findCoupon(em, id)
      // Soft: orders that used the coupon keep pointing at it.
      await em.execute(`update coupons set deleted_at = now(), is_active = false where id = ?`, [
        id,
      ])
      return ok<'DELETE /api/coupons/:id'>(c, {})
    })
}
