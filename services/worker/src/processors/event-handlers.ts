import type { EventName, EventPayloads } from '@shop/domain'
import { queueEmail } from '@shop/queue'
import type { Job } from 'bullmq'
import type { WorkerDeps } from '../context.ts'
import { sendEmails } from '../emails/queue-logged-emails.ts'
import { completeOrderIfDelivered } from '../orders/complete-order.ts'
import { planReminders } from '../reminders/plan-reminders.ts'
import { reminderJobId } from '../reminders/reminder-jobs.ts'
import type { EventHandler } from './handle-event.ts'

type Handler<E extends EventName> = (payload: EventPayloads[E]) => Promise<void>

/** The consequences of each event (ARCHITECTURE.md, "Events and queues"). */
export function eventHandlers(deps: WorkerDeps): Partial<Record<EventName, EventHandler>> {
  const em = () => deps.orm.em.fork()

  const orderPaid: Handler<'order.paid'> = async ({ orderId }) => {
    const [order] = await em().execute<{ recipient: string }[]>(
      `select coalesce(o.billing_email, u.email) as recipient
       from orders o join users u on u.id = o.user_id where o.id = ?`,
      [orderId],
    )
    if (!order) return
    await sendEmails(deps, [
      {
        key: `payment-confirmation.${orderId}`,
        recipient: order.recipient,
        template: 'payment-confirmation',
        orderId,
        context: { orderId },
      },
    ])
    await planReminders(deps, orderId)
  }

  const reportReady: Handler<'report.ready'> = async ({ reportId, orderId }) => {
    const [report] = await em().execute<
      { buyer: string; is_gift: boolean; recipient_email: string | null }[]
    >(
      `select u.email as buyer, r.is_gift, r.recipient_email
       from reports r join orders o on o.id = r.order_id join users u on u.id = o.user_id
       where r.id = ?`,
      [reportId],
    )
    if (!report) return
    const requests = [
      {
        key: `report-ready.${reportId}.buyer`,
        recipient: report.buyer,
        template: 'report-ready',
        orderId,
        context: { reportId },
      },
    ]
    if (report.is_gift && report.recipient_email) {
      requests.push({
        key: `report-ready.${reportId}.gift`,
        recipient: report.recipient_email,
        template: 'gift-report-ready',
        orderId,
        context: { reportId },
      })
    }
    await sendEmails(deps, requests)
  }

  const orderReady: Handler<'order.ready'> = async ({ orderId }) => {
    // The database already marks them cancelled; removing the jobs keeps the board tidy.
    for (const kind of ['due-soon', 'overdue'] as const) {
      await deps.queues.reminders.remove(reminderJobId(orderId, kind))
    }
    await completeOrderIfDelivered(deps, orderId)
  }

  const emailRequested: Handler<'email.requested'> = async ({ emailId }) => {
    const [email] = await em().execute<{ idempotency_key: string }[]>(
      `select idempotency_key from email_log where id = ?`,
      [emailId],
    )
    if (email) await queueEmail(deps.queues.email, emailId, email.idempotency_key)
  }

  const contactReceived: Handler<'contact.received'> = async ({ contactMessageId }) => {
    const [message] = await em().execute<{ email: string }[]>(
      `select email from contact_messages where id = ?`,
      [contactMessageId],
    )
    if (!message) return
    await sendEmails(deps, [
      ...deps.env.MANAGER_EMAILS.map((manager) => ({
        key: `contact.${contactMessageId}.manager.${manager}`,
        recipient: manager,
        template: 'contact-to-managers',
        context: { contactMessageId },
      })),
      {
        key: `contact.${contactMessageId}.ack`,
        recipient: message.email,
        template: 'contact-ack',
        context: { contactMessageId },
      },
    ])
  }

  const userDeleted: Handler<'user.deleted'> = async ({ userId }) => {
    // Sessions were revoked with the deletion; orders stay for accounting (privacy page).
    deps.logger.info({ userId }, 'account deleted')
  }

  const wrap =
    <E extends EventName>(handler: Handler<E>): EventHandler =>
    (job: Job) =>
      handler(job.data as EventPayloads[E])

  return {
    'order.paid': wrap(orderPaid),
    'report.ready': wrap(reportReady),
    'order.ready': wrap(orderReady),
    'email.requested': wrap(emailRequested),
    'contact.received': wrap(contactReceived),
    'user.deleted': wrap(userDeleted),
  }
}
