import { typedSql } from '@shop/db'
import { awaitingDeliveryStatuses } from '@shop/domain'
import type { WorkerDeps } from '../context.ts'
import { scheduleReminderJob } from './reminder-jobs.ts'

/**
 * Re-adds the delayed job of every reminder still due to fire. Redis may have lost them (a
 * restart without persistence); re-adding one that is still there is a no-op, so nothing doubles.
 */
export async function sweepReminders(deps: WorkerDeps): Promise<number> {
  const reminders = await typedSql(deps.orm.em.fork())
    .selectFrom('delivery_reminders as d')
    .innerJoin('orders as o', 'o.id', 'd.order_id')
    .select(['d.id', 'd.order_id', 'd.kind', 'd.fire_at'])
    .where('d.sent_at', 'is', null)
    .where('d.cancelled_at', 'is', null)
    .where('o.status', 'in', awaitingDeliveryStatuses)
    .execute()
  for (const reminder of reminders) {
    await scheduleReminderJob(deps.queues.reminders, {
      id: reminder.id,
      orderId: reminder.order_id,
      kind: reminder.kind,
      fireAt: new Date(reminder.fire_at),
    })
  }
  return reminders.length
}
