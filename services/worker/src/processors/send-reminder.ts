import { typedSql } from '@shop/db'
import { awaitingDeliveryStatuses } from '@shop/domain'
import { emailKinds, recordEmail } from '@shop/core'
import type { Job } from 'bullmq'
import { sql } from 'kysely'
import type { WorkerDeps } from '../context.ts'

/**
 * Fires a reminder: unless the order is ready by now (or the reminder already went out), an
 * e-mail to each manager. The claim and the e-mails' log rows commit together, so a second run
 * of the job finds nothing to do, and the relay sends the logged e-mails.
 */
export function sendReminderProcessor(deps: WorkerDeps) {
  return async (job: Job<{ reminderId: string }>) => {
    await deps.orm.em.fork().transactional(async (tx) => {
      const claimed = await typedSql(tx)
        .updateTable('delivery_reminders as d')
        .from('orders as o')
        .set({ sent_at: sql`now()` })
        .where('d.id', '=', job.data.reminderId)
        .whereRef('o.id', '=', 'd.order_id')
        .where('d.sent_at', 'is', null)
        .where('d.cancelled_at', 'is', null)
        .where('o.status', 'in', awaitingDeliveryStatuses)
        .returning(['d.order_id', 'd.kind'])
        .executeTakeFirst()
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
