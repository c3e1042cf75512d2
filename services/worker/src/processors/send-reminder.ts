import { awaitingDeliveryStatuses, type ReminderKind } from '@shop/domain'
import { emailKinds, recordEmail } from '@shop/core'
import type { Job } from 'bullmq'
import type { WorkerDeps } from '../context.ts'

/**
 * Fires a reminder: unless the order is ready by now (or the reminder already went out), an
 * e-mail to each manager. The claim and the e-mails' log rows commit together, so a second run
 * of the job finds nothing to do, and the relay sends the logged e-mails.
 */
export function sendReminderProcessor(deps: WorkerDeps) {
  return async (job: Job<{ reminderId: string }>) => {
    await deps.orm.em.fork().transactional(async (tx) => {
      const [claimed] = await tx.execute<{ order_id: string; kind: ReminderKind }[]>(
        `update delivery_reminders d set sent_at = now()
         from orders o
         where d.id = ? and o.id = d.order_id and d.sent_at is null and d.cancelled_at is null
           and o.status in (?)
         returning d.order_id, d.kind`,
        [job.data.reminderId, awaitingDeliveryStatuses],
      )
      if (!claimed) return
      if (deps.env.MANAGER_EMAILS.length === 0) {
        deps.logger.warn({ orderId: claimed.order_id }, 'reminder due but MANAGER_EMAILS is empty')
      }
      for (const manager of deps.env.MANAGER_EMAILS) {
        await recordEmail(tx, {
          key: emailKinds['manager-reminder'].key(claimed.order_id, claimed.kind, manager),
          to: { managerEmail: manager },
          template: 'manager-reminder',
          orderId: claimed.order_id,
          context: { orderId: claimed.order_id, kind: claimed.kind },
        })
      }
    })
  }
}
