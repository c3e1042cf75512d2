import { isUuid } from '@shop/db'
import {
  adminEmailRequestSchema,
  he,
  type AdminEmail,
  type EmailStatus,
  type QueuedEmailAnswer,
} from '@shop/domain'
import { emailKinds, erasedRecipient, recordEmail, requeueFailedEmails } from '@shop/core'
import { Hono } from 'hono'
import { randomUUID } from 'node:crypto'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { AppError } from '../../http/app-error.ts'
import { ok } from '../../http/envelope.ts'
import { withIsoDates } from '../../http/serialize.ts'
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
        const [order] = await tx.execute<
          {
            status: string
            accountEmail: string
            billingEmail: string | null
            paid: boolean
            erased: boolean
          }[]
        >(
          `select o.status, u.email as "accountEmail", o.billing_email as "billingEmail",
             o.receipt_number is not null as paid,
             u.deleted_at is not null as erased
           from orders o join users u on u.id = o.user_id where o.id = ?`,
          [orderId],
        )
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
      return ok(c, { emailId, status: 'queued' } satisfies QueuedEmailAnswer, 202)
    })
    .post('/:id/emails/:emailId/resend', async (c) => {
      const orderId = c.req.param('id')
      const emailId = c.req.param('emailId')
      if (!isUuid(orderId) || !isUuid(emailId))
        throw new AppError('notFound', he.admin.emailNotFound)
      const em = orm.em.fork()
      // The same row and key: a map's delivery e-mail sent now still completes its order.
      const queued = await requeueFailedEmails(em, 'id = ? and order_id = ?', [emailId, orderId])
      if (queued.length) {
        return ok(c, { emailId, status: 'queued' } satisfies QueuedEmailAnswer, 202)
      }
      const [email] = await em.execute<{ status: EmailStatus; erased: boolean }[]>(
        `select status, recipient = ? as erased from email_log where id = ? and order_id = ?`,
        [erasedRecipient, emailId, orderId],
      )
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
      const rows = await orm.em.fork().execute<AdminEmail[]>(
        // A manager's own subject is known before sending; rendered ones only once sent.
        `select id, recipient, template, coalesce(subject, context->>'subject') as subject, status,
           attempts, last_error, sent_at, created_at
         from email_log where order_id = ? order by created_at`,
        [orderId],
      )
      return ok(
        c,
        rows.map((row) => withIsoDates(row, ['sent_at', 'created_at'])) satisfies AdminEmail[],
      )
    })
}
