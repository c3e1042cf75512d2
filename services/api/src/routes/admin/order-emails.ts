import { isUuid, typedSql } from '@shop/db'
import { adminEmailRequestSchema, he } from '@shop/domain'
import { emailKinds, erasedRecipient, recordEmail, requeueFailedEmails } from '@shop/core'
import { Hono } from 'hono'
import { sql } from 'kysely'
import { randomUUID } from 'node:crypto'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { AppError } from '../../http/app-error.ts'
import { ok } from '../../http/envelope.ts'
import { iso } from '../../http/serialize.ts'
import { validate } from '../../http/validate.ts'

/**
 * A manager's e-mail about an order: logged here (the log is the outbox), sent by a worker; and
 * any failed e-mail of the order sent again.
 */
export function adminOrderEmailRoutes({ orm }: AppDeps) {
  return new Hono<AuthEnv>()
    .post('/:id/email', validate('json', adminEmailRequestSchema), async (c) => {
      const orderId = c.req.param('id')
      if (!isUuid(orderId)) throw new AppError('notFound', he.order.orderNotFound)
      const request = c.req.valid('json')
      const emailId = await orm.em.fork().transactional(async (tx) => {
        const order = await typedSql(tx)
          .selectFrom('orders as o')
          .innerJoin('users as u', 'u.id', 'o.user_id')
          .select((eb) => [
            'o.status',
            'u.email as accountEmail',
            'o.billing_email as billingEmail',
            eb('o.receipt_number', 'is not', null).$castTo<boolean>().as('paid'),
            eb('u.deleted_at', 'is not', null).$castTo<boolean>().as('erased'),
          ])
          .where('o.id', '=', orderId)
          .executeTakeFirst()
        if (!order) throw new AppError('notFound', he.order.orderNotFound)
        if (order.erased) throw new AppError('conflict', he.admin.emailAccountErased)
        if (order.status === 'completed') {
          throw new AppError('conflict', he.admin.emailNotAllowedCompleted)
        }
        const key = emailKinds['admin-message'].key(orderId, randomUUID())
        if ('template' in request && !order.paid) {
          throw new AppError('businessRule', he.admin.confirmationNeedsPayment)
        }
        const id = await recordEmail(
          tx,
          'template' in request
            ? {
                key,
                to: order,
                template: request.template,
                orderId,
                context: { orderId },
              }
            : {
                key,
                to: order,
                template: 'admin-message',
                orderId,
                context: { subject: request.subject, body: request.body },
              },
        )
        return id
      })
      return ok<'POST /api/admin/orders/:id/email'>(c, { emailId, status: 'queued' }, 202)
    })
    .post('/:id/emails/:emailId/resend', async (c) => {
      const orderId = c.req.param('id')
      const emailId = c.req.param('emailId')
      if (!isUuid(orderId) || !isUuid(emailId))
        throw new AppError('notFound', he.admin.emailNotFound)
      const em = orm.em.fork()
      // The same row and key: a map's delivery e-mail sent now still completes its order.
      const queued = await requeueFailedEmails(em, (eb) =>
        eb.and([eb('id', '=', emailId), eb('order_id', '=', orderId)]),
      )
      if (queued.length) {
        return ok<'POST /api/admin/orders/:id/emails/:emailId/resend'>(
          c,
          { emailId, status: 'queued' },
          202,
        )
      }
      const email = await typedSql(em)
        .selectFrom('email_log')
        .select((eb) => [
          'status',
          eb('recipient', '=', erasedRecipient).$castTo<boolean>().as('erased'),
        ])
        .where('id', '=', emailId)
        .where('order_id', '=', orderId)
        .executeTakeFirst()
      if (!email) throw new AppError('notFound', he.admin.emailNotFound)
      if (email.erased) throw new AppError('conflict', he.admin.emailAccountErased)
      throw new AppError(
        'conflict',
        email.status === 'sent' ? he.admin.emailAlreadySent : he.admin.emailAlreadyQueued,
      )
    })
    .get('/:id/emails', async (c) => {
      const orderId = c.req.param('id')
      if (!isUuid(orderId)) throw new AppError('notFound', he.order.orderNotFound)
      const rows = await typedSql(orm.em.fork())
        .selectFrom('email_log')
        .select((eb) => [
          'id',
          'recipient',
          'template',
          // A manager's own subject is known before sending; rendered ones only once sent.
          eb.fn.coalesce('subject', sql<string>`context->>'subject'`).as('subject'),
          'status',
          'attempts',
          'last_error',
          'sent_at',
          'created_at',
        ])
        .where('order_id', '=', orderId)
        .orderBy('created_at')
        .execute()
      return ok<'GET /api/admin/orders/:id/emails'>(
        c,
        rows.map(({ sent_at, created_at, ...email }) => ({
          ...email,
          sent_at: iso(sent_at),
          created_at: iso(created_at),
        })),
      )
    })
}
