import { isUuid, typedSql } from '@shop/db'
import {
  createOrderSchema,
  he,
  payOrderSchema,
  text,
  type PaymentConfirmingAnswer,
} from '@shop/domain'
import { sellerContact, type PaymentProvider } from '@shop/core'
import { Hono } from 'hono'
import { sql } from 'kysely'
import { requireUser, type AuthEnv } from '../auth/auth-middleware.ts'
import type { AppDeps } from '../context.ts'
import { AppError } from '../http/app-error.ts'
import { ok } from '../http/envelope.ts'
import { rateLimit, userRateLimit } from '../http/rate-limit.ts'
import { validate } from '../http/validate.ts'
import { findBuyerOrder } from '../orders/buyer-orders.ts'
import { answerUnchangedPoll, forgetBuyerList, listWithVersion } from '../orders/orders-poll.ts'
import { requireOpenCheckout } from '../orders/checkout-open.ts'
import { createOrder } from '../orders/create-order.ts'
import { payOrder } from '../orders/pay-order.ts'

const idempotencyKey = text().trim().min(8).max(100).optional()

/** The buyer's orders: create at checkout entry, list (polled), read, delete unpaid, pay. */
export function orderRoutes(deps: AppDeps, payments: PaymentProvider) {
  const { orm, env } = deps
  const perHour = (limit: number) => ({ limit, windowSeconds: 3600 })
  const orderCreationLimit = userRateLimit(
    'order-create',
    deps,
    perHour(env.RATE_LIMIT_ORDERS_PER_USER),
  )
  const paymentLimitPerUser = userRateLimit(
    'payment',
    deps,
    perHour(env.RATE_LIMIT_PAYMENTS_PER_USER),
  )
  const paymentLimitPerAddress = rateLimit(
    'payment',
    deps,
    perHour(env.RATE_LIMIT_PAYMENTS_PER_ADDRESS),
  )
  const openCheckout = requireOpenCheckout(deps)
  return (
    new Hono<AuthEnv>()
      .get('/', answerUnchangedPoll(deps))
      .use('*', requireUser(deps))
      .post('/', orderCreationLimit, openCheckout)
      // Card testing: payment attempts are counted per customer and per address, failed or not
      .post('/:id/pay', paymentLimitPerUser, paymentLimitPerAddress, openCheckout)
      .post('/', validate('json', createOrderSchema), async (c) => {
        const key = idempotencyKey.safeParse(c.req.header('idempotency-key'))
        if (!key.success) throw new AppError('validation')
        const { userId } = c.get('user')
        const { order, created, changed } = await createOrder(
          orm.em.fork(),
          userId,
          c.req.valid('json'),
          key.data,
        )
        if (changed) await forgetBuyerList(deps.ordersPoll, userId)
        // The key's order was deleted since: the client starts a new visit on this answer.
        if (!order) throw new AppError('conflict', he.input.idempotencyKeyReused)
        return ok<'POST /api/orders'>(c, { order, message: he.order.created }, created ? 201 : 200)
      })
      // The specification's client checks its session here; the answer is the signed-in user.
      .get('/verify-session', (c) =>
        ok<'GET /api/orders/verify-session'>(c, { valid: true, user: c.get('user') }),
      )
      // Polled by the orders page: an unchanged list answers 304 without a body.
      .get('/', listWithVersion(deps))
      .get('/:id', async (c) => {
        const order = await findBuyerOrder(orm.em.fork(), c.get('user').userId, c.req.param('id'))
        if (!order) throw new AppError('notFound', he.order.orderNotFound)
        return ok<'GET /api/orders/:id'>(c, { order })
      })
      .delete('/:id', async (c) => {
        const id = c.req.param('id')
        if (!isUuid(id)) throw new AppError('notFound', he.order.orderNotFound)
        const db = typedSql(orm.em.fork())
        const row = await db
          .selectFrom('orders')
          .select('status')
          .where('id', '=', id)
          .where('user_id', '=', c.get('user').userId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
        if (!row) throw new AppError('notFound', he.order.orderNotFound)
        const deleted = await db
          .updateTable('orders')
          // The key is freed so the checkout visit that made this order, sending it again,
          // gets a new order rather than the deleted one.
          .set({ deleted_at: sql`now()`, updated_at: sql`now()`, idempotency_key: null })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .where('deleted_at', 'is', null)
          .returning('id')
          .execute()
        if (deleted.length === 0) throw new AppError('conflict', he.order.onlyPendingDeletable)
        await forgetBuyerList(deps.ordersPoll, c.get('user').userId)
        return ok<'DELETE /api/orders/:id'>(c, {})
      })
      .post('/:id/pay', validate('json', payOrderSchema), async (c) => {
        const { userId } = c.get('user')
        const orderId = c.req.param('id')
        const em = orm.em.fork()
        const outcome = await payOrder(
          {
            em,
            provider: payments,
            logger: deps.logger,
            deliveryPromiseHours: env.DELIVERY_PROMISE_HOURS,
            sellerContact: sellerContact(env),
            reconcileAfterSeconds: env.PAYMENT_RECONCILE_AFTER_SECONDS,
          },
          userId,
          orderId,
          c.req.valid('json'),
        )
        if (outcome === 'confirming') {
          const answer = { orderId, message: he.payment.beingConfirmed }
          return ok<'POST /api/orders/:id/pay'>(c, answer satisfies PaymentConfirmingAnswer, 202)
        }
        const order = await findBuyerOrder(em, userId, orderId)
        // Paid orders cannot be deleted; only an account erased in the meantime loses it.
        if (!order) throw new AppError('notFound', he.order.orderNotFound)
        return ok<'POST /api/orders/:id/pay'>(c, { order })
      })
  )
}
