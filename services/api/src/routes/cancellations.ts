import { sellerContact, emailKinds, openCancellationRequest, recordEmail } from '@shop/core'
import { isUuid, linkToken, linkTokenHash, typedSql } from '@shop/db'
import {
  anonymousCancellationSchema,
  cancellableOrderStatuses,
  cancellationLinkHours,
  confirmCancellationSchema,
  he,
  ownCancellationSchema,
} from '@shop/domain'
import { Hono } from 'hono'
import { randomUUID } from 'node:crypto'
import { requireUser, type AuthEnv } from '../auth/auth-middleware.ts'
import {
  checkCancellable,
  confirmRequest,
  submitRequest,
  type CancellationDeps,
} from '../cancellations/cancellation-requests.ts'
import type { AppDeps } from '../context.ts'
import { AppError } from '../http/app-error.ts'
import { cancellationOrder } from '../orders/cancel-order.ts'
import { ok } from '../http/envelope.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { validate } from '../http/validate.ts'

/**
 * Cancelling a deal online, as the Consumer Protection Law wants it: a signed-in buyer names one of
 * their orders; anyone else gives an order number and its e-mail address and confirms through a
 * link sent to that order's address, so nobody cancels another's order.
 */
export function cancellationRoutes(deps: AppDeps, provider: CancellationDeps['provider']) {
  const { orm, env, logger } = deps
  const service = (): CancellationDeps => ({
    em: orm.em.fork(),
    provider,
    logger,
    sellerContact: sellerContact(env),
  })

  /** Opens a request awaiting its link when the number and address match; silent otherwise. */
  const sendLink = (orderNumber: number, email: string, reason: string | null) =>
    orm.em.fork().transactional(async (tx) => {
      const match = await typedSql(tx)
        .selectFrom('orders as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select(['o.id'])
        .where('o.order_number', '=', orderNumber)
        .where('o.deleted_at', 'is', null)
        .where('o.status', 'in', cancellableOrderStatuses)
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['u.email']), '=', email),
            eb(eb.fn('lower', ['o.billing_email']), '=', email),
          ]),
        )
        .executeTakeFirst()
      if (!match) return
      const order = await checkCancellable(tx, match.id).catch(() => undefined)
      if (!order) return
      const id = randomUUID()
      await openCancellationRequest(tx, {
        id,
        orderId: order.id,
        channel: 'site',
        reason,
        managerId: null,
        token: {
          hash: linkTokenHash(linkToken('cancellation', id, env.JWT_SECRET)),
          expiresAt: new Date(Date.now() + cancellationLinkHours * 3600 * 1000),
        },
      })
      await recordEmail(tx, {
        key: emailKinds['cancellation-link'].key(id),
        template: 'cancellation-link',
        to: { accountEmail: order.accountEmail, billingEmail: order.billingEmail },
        orderId: order.id,
        context: { requestId: id },
      })
    })

  return new Hono<AuthEnv>()
    .post(
      '/',
      rateLimit('cancellation', deps),
      requireUser(deps),
      validate('json', ownCancellationSchema),
      async (c) => {
        const { orderId, reason } = c.req.valid('json')
        const order = isUuid(orderId) ? await cancellationOrder(orm.em.fork(), orderId) : undefined
        // Another's order answers as a missing one: its existence is not the caller's to learn
        if (!order || order.userId !== c.get('user').userId) {
          throw new AppError('notFound', he.order.orderNotFound)
        }
        const answer = await submitRequest(service(), {
          orderId,
          channel: 'site',
          reason: reason ?? null,
          managerId: null,
        })
        return ok<'POST /api/cancellations'>(c, answer, 201)
      },
    )
    .post(
      '/by-order-number',
      rateLimit('cancellation', deps),
      validate('json', anonymousCancellationSchema),
      (c) => {
        const { orderNumber, email, reason } = c.req.valid('json')
        // Answered before the work is done and alike whether or not anything matched, so neither
        // the answer nor its timing tells a stranger which orders exist or whose they are.
        deps.afterAnswer.run('could not send a cancellation link', () =>
          sendLink(Number(orderNumber), email, reason ?? null),
        )
        return ok<'POST /api/cancellations/by-order-number'>(c, {}, 202)
      },
    )
    .post(
      '/confirm',
      rateLimit('cancellation', deps),
      validate('json', confirmCancellationSchema),
      async (c) => {
        const answer = await confirmRequest(service(), c.req.valid('json').token)
        return ok<'POST /api/cancellations/confirm'>(c, answer)
      },
    )
}
