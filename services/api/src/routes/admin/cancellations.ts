import type { PaymentProvider } from '@shop/core'
import { emailKinds, recordEmail, sellerContact, transitionCancellationRequest } from '@shop/core'
import { isoTimestamp, isUuid, typedSql } from '@shop/db'
import {
  cancellationStatuses,
  declineCancellationSchema,
  he,
  recordCancellationSchema,
  z,
} from '@shop/domain'
import { Hono } from 'hono'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import { acceptRequest, submitRequest } from '../../cancellations/cancellation-requests.ts'
import type { AppDeps } from '../../context.ts'
import { AppError } from '../../http/app-error.ts'
import { cancellationOrder } from '../../orders/cancel-order.ts'
import { ok } from '../../http/envelope.ts'
import { validate } from '../../http/validate.ts'

const listQuery = z.object({
  status: z.enum(cancellationStatuses).optional(),
  orderId: z.uuid().optional(),
})

/**
 * Buyers' cancellation requests for managers: the open ones ("בקשת ביטול") or an order's, accepted
 * through the one cancellation path or declined with a reason the buyer is e-mailed.
 */
export function adminCancellationRoutes({ orm, logger, env }: AppDeps, provider: PaymentProvider) {
  const service = () => ({ em: orm.em.fork(), provider, logger, sellerContact: sellerContact(env) })

  /** A request still waiting for a manager, or a 404 / 409 in Hebrew naming the step refused. */
  async function openRequest(id: string, to: 'accepted' | 'declined') {
    if (!isUuid(id)) throw new AppError('notFound', he.cancellation.errors.requestNotFound)
    const request = await typedSql(orm.em.fork())
      .selectFrom('cancellation_requests')
      .select([
        'id',
        'status',
        'order_id as orderId',
        'reference_number as referenceNumber',
        'reason',
      ])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!request) throw new AppError('notFound', he.cancellation.errors.requestNotFound)
    if (request.status !== 'received') {
      throw new AppError(
        'conflict',
        he.cancellation.illegalTransition(
          he.cancellation.status[request.status],
          he.cancellation.status[to],
        ),
      )
    }
    return request
  }

  return new Hono<AuthEnv>()
    .get('/', validate('query', listQuery), async (c) => {
      const { status, orderId } = c.req.valid('query')
      let query = typedSql(orm.em.fork())
        .selectFrom('cancellation_requests as c')
        .innerJoin('orders as o', 'o.id', 'c.order_id')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select((eb) => [
          'c.id',
          'c.reference_number',
          'c.order_id',
          'o.order_number',
          eb.fn.coalesce('o.billing_email', 'u.email').as('buyer_email'),
          'c.status',
          'c.channel',
          'c.reason',
          'c.decline_reason',
          isoTimestamp(eb.ref('c.created_at')).as('created_at'),
          isoTimestamp(eb.ref('c.decided_at')).as('decided_at'),
        ])
        // Requests still waiting for the link are the buyer's business, not yet the shop's
        .where('c.status', '!=', 'unconfirmed')
        .orderBy('c.created_at', 'asc')
        .limit(200)
      if (status) query = query.where('c.status', '=', status)
      if (orderId) query = query.where('c.order_id', '=', orderId)
      const requests = await query.execute()
      return ok<'GET /api/admin/cancellations'>(c, { requests })
    })
    .post('/:id/accept', async (c) => {
      const request = await openRequest(c.req.param('id'), 'accepted')
      await acceptRequest(service(), request, c.get('user').userId, false)
      return ok<'POST /api/admin/cancellations/:id/accept'>(c, {
        referenceNumber: request.referenceNumber,
        status: 'accepted',
      })
    })
    .post('/:id/decline', validate('json', declineCancellationSchema), async (c) => {
      const request = await openRequest(c.req.param('id'), 'declined')
      const { reason } = c.req.valid('json')
      await orm.em.fork().transactional(async (tx) => {
        await transitionCancellationRequest(tx, request.id, 'declined', {
          managerId: c.get('user').userId,
          declineReason: reason,
        })
        const order = await cancellationOrder(tx, request.orderId)
        await recordEmail(tx, {
          key: emailKinds['cancellation-declined'].key(request.id),
          template: 'cancellation-declined',
          to: { accountEmail: order!.accountEmail, billingEmail: order!.billingEmail },
          orderId: request.orderId,
          context: { requestId: request.id },
        })
      })
      return ok<'POST /api/admin/cancellations/:id/decline'>(c, {
        referenceNumber: request.referenceNumber,
        status: 'declined',
      })
    })
}

/** A request a manager took by phone or e-mail, recorded on its order and settled by the rules. */
export function adminOrderCancellationRoutes(
  { orm, logger, env }: AppDeps,
  provider: PaymentProvider,
) {
  return new Hono<AuthEnv>().post(
    '/:id/cancellation-requests',
    validate('json', recordCancellationSchema),
    async (c) => {
      const orderId = c.req.param('id')
      if (!isUuid(orderId)) throw new AppError('notFound', he.order.orderNotFound)
      const { channel, reason } = c.req.valid('json')
      const answer = await submitRequest(
        { em: orm.em.fork(), provider, logger, sellerContact: sellerContact(env) },
        { orderId, channel, reason: reason ?? null, managerId: c.get('user').userId },
      )
      return ok<'POST /api/admin/orders/:id/cancellation-requests'>(c, answer, 201)
    },
  )
}
