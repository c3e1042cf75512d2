import type { EntityManager } from '@mikro-orm/postgresql'
import { giftDeliveryTime, reminderKinds, type EventName, type EventPayloads } from '@shop/domain'
import {
  emailKinds,
  mayEmailUnproven,
  publishDocuments,
  publishMapDrafts,
  recordEmail,
  requestMapDrafts,
  type EmailRequest,
} from '@shop/core'
import { isoDate, typedSql } from '@shop/db'
import { removeOrderFiles } from '@shop/storage'
import type { WorkerDeps } from '../context.ts'
import { queueSampleMap } from '../maps/sample-map.ts'
import { completeOrderIfDelivered } from '../orders/complete-order.ts'
import { recordReminders, scheduleReminders } from '../reminders/plan-reminders.ts'
import { reminderJobId } from '../reminders/reminder-jobs.ts'

/**
 * What an event leads to, in two steps. `write` puts every consequence in the database in the
 * event's own transaction, the one that marks it handled, so an event is either done entirely or
 * not at all; e-mails written there are relayed from the e-mail log like outbox rows. `publish`
 * then hands the rest to Redis (reminders' delayed jobs); it is idempotent (deterministic job ids)
 * and runs again whenever the event is delivered again, and the sweepers restore whatever it could
 * not.
 */
export interface EventHandler<E extends EventName> {
  write?(tx: EntityManager, payload: EventPayloads[E]): Promise<void>
  publish?(payload: EventPayloads[E]): Promise<void>
}

export type EventHandlers = { [E in EventName]?: EventHandler<E> }

async function recordEmails(tx: EntityManager, requests: EmailRequest[]): Promise<void> {
  for (const request of requests) await recordEmail(tx, request)
}

/** The consequences of each event (ARCHITECTURE.md, "Events and queues"). */
export function eventHandlers(deps: WorkerDeps): EventHandlers {
  // The database already marks the reminders cancelled; removing the jobs keeps the board tidy.
  async function removeReminderJobs({ orderId }: { orderId: string }) {
    for (const kind of reminderKinds) {
      await deps.queues.reminders.remove(reminderJobId(orderId, kind))
    }
  }
  // Whichever comes last, the order's readiness or its last delivery e-mail, completes it.
  async function completeIfDelivered(tx: EntityManager, { orderId }: { orderId: string }) {
    await completeOrderIfDelivered(tx, orderId, deps.logger)
  }

  return {
    'order.paid': {
      // The payment e-mail waits for its invoice-receipt: the typesetting job logs it.
      async write(tx, { orderId }) {
        // A recipient should not first hear of a gift when its map arrives days later.
        const gifts = await typedSql(tx)
          .selectFrom('reports')
          .select(['id', 'recipient_email'])
          .where('order_id', '=', orderId)
          .where('is_gift', '=', true)
          .orderBy('position')
          .execute()
        await recordEmails(
          tx,
          gifts.flatMap(({ id, recipient_email }) =>
            recipient_email === null
              ? []
              : [
                  {
                    key: emailKinds['gift-on-its-way'].key(id),
                    template: 'gift-on-its-way',
                    to: { giftRecipientEmail: recipient_email },
                    orderId,
                    context: { reportId: id },
                  } satisfies EmailRequest,
                ],
          ),
        )
        await recordReminders(tx, orderId, deps.env.REMINDER_LEAD_HOURS)
        await requestMapDrafts(tx, { orderId })
      },
      async publish({ orderId }) {
        await publishDocuments(deps.orm.em.fork(), deps.queues.documents, { orderId })
        await scheduleReminders(deps, orderId)
        await publishMapDrafts(deps.orm.em.fork(), deps.queues.maps, { orderId })
      },
    },

    'report.ready': {
      async write(tx, { reportId, orderId }) {
        const report = await typedSql(tx)
          .selectFrom('reports as r')
          .innerJoin('orders as o', 'o.id', 'r.order_id')
          .innerJoin('users as u', 'u.id', 'o.user_id')
          .select((eb) => [
            'u.email as buyer',
            'r.is_gift',
            'r.recipient_email',
            isoDate(eb.ref('r.gift_delivery_date')).as('gift_delivery_date'),
          ])
          .where('r.id', '=', reportId)
          .forShare('u')
          .executeTakeFirst()
        if (!report) return
        const requests: EmailRequest[] = [
          {
            key: emailKinds['report-ready'].key(reportId),
            template: 'report-ready',
            to: { accountEmail: report.buyer },
            orderId,
            context: { reportId },
          },
        ]
        if (report.is_gift && report.recipient_email) {
          requests.push({
            key: emailKinds['gift-report-ready'].key(reportId),
            template: 'gift-report-ready',
            to: { giftRecipientEmail: report.recipient_email },
            orderId,
            context: { reportId },
            // The buyer chose the day: the e-mail waits in the log for 09:00 Israel time then.
            sendAfter: report.gift_delivery_date
              ? giftDeliveryTime(report.gift_delivery_date)
              : undefined,
          })
        }
        await recordEmails(tx, requests)
      },
    },

    'order.ready': { write: completeIfDelivered, publish: removeReminderJobs },

    'email.delivered': { write: completeIfDelivered },

    // The cancellation wrote everything else (credit invoice, coupon, e-mail) in its transaction;
    // the credit invoice's PDFs are typeset from what it froze.
    'order.cancelled': {
      async publish(payload) {
        await publishDocuments(deps.orm.em.fork(), deps.queues.documents, payload)
        await removeReminderJobs(payload)
      },
    },

    'map-text.saved': { publish: (saved) => queueSampleMap(deps.queues.maps, saved) },

    'contact.received': {
      async write(tx, { contactMessageId }) {
        // Shared lock, as for a buyer: an erasure under way is waited for, and a message it
        // emptied has no one left to acknowledge nor anything to pass on.
        const message = await typedSql(tx)
          .selectFrom('contact_messages')
          .select('email')
          .where('id', '=', contactMessageId)
          .where('message', '<>', '')
          .forShare()
          .executeTakeFirst()
        if (!message) return
        // The managers always get the message; the sender's acknowledgement goes to an address
        // anyone could have typed, so only within the caps.
        const acknowledged = await mayEmailUnproven(
          tx,
          'contact-ack',
          message.email,
          deps.env,
          deps.logger,
        )
        await recordEmails(tx, [
          ...deps.env.MANAGER_EMAILS.map((manager): EmailRequest => ({
            key: emailKinds['contact-to-managers'].key(contactMessageId, manager),
            template: 'contact-to-managers',
            to: { managerEmail: manager },
            context: { contactMessageId },
          })),
          ...(acknowledged
            ? [
                {
                  key: emailKinds['contact-ack'].key(contactMessageId),
                  template: 'contact-ack',
                  to: { senderEmail: message.email },
                  context: { contactMessageId },
                } satisfies EmailRequest,
              ]
            : []),
        ])
      },
    },

    'user.deleted': {
      // The API erased the data and tried the files already. Removing them again here, before the
      // event counts as handled, means an S3 failure leaves it to be delivered again, not an
      // orphaned map of someone who asked to be forgotten.
      async write(tx, { userId, orderIds }) {
        // Events recorded before erasure named the orders carry none. A file the erasure left
        // is a delivered gift's, which the sweeper removes once its links expired.
        const kept = orderIds?.length
          ? await typedSql(tx)
              .selectFrom('reports')
              .select('file_key')
              .where('order_id', 'in', orderIds)
              .where('file_key', 'is not', null)
              .execute()
          : []
        await removeOrderFiles(
          deps.storage,
          orderIds ?? [],
          kept.flatMap((report) => report.file_key ?? []),
        )
        deps.logger.info({ userId }, 'account erased')
      },
    },
  }
}
