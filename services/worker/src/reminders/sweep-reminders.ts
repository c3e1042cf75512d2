import { awaitingDeliveryStatuses, type ReminderKind } from '@shop/domain'
import type { WorkerDeps } from '../context.ts'
import { scheduleReminderJob } from './reminder-jobs.ts'

/**
 * Re-adds the delayed job of every reminder still due to fire. Redis may have lost them (a
 * restart without persistence); re-adding one that is still there is a no-op, so nothing doubles.
 */
export async function sweepReminders(deps: WorkerDeps): Promise<number> {
  const reminders = await deps.orm.em
    .fork()
    .execute<{ id: string; order_id: string; kind: ReminderKind; fire_at: string }[]>(
      `select d.id, d.order_id, d.kind, d.fire_at from delivery_reminders d
     join orders o on o.id = d.order_id
     where d.sent_at is null and d.cancelled_at is null and o.status in (?)`,
      [awaitingDeliveryStatuses],
    )
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
