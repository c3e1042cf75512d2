import { typedSql } from '@shop/db'
import type { EntityManager } from '@mikro-orm/postgresql'
import type { WorkerDeps } from '../context.ts'
import { scheduleReminderJob } from './reminder-jobs.ts'

/**
 * On payment: a reminder to the managers REMINDER_LEAD_HOURS before the order is due, and another
 * when it is due. The rows (the truth) are written in the event's transaction; a second run adds
 * nothing.
 */
export async function recordReminders(
  tx: EntityManager,
  orderId: string,
  leadHours: number,
): Promise<void> {
  await tx.execute(
    `insert into delivery_reminders (id, order_id, kind, fire_at, created_at)
     select gen_random_uuid(), o.id, k.kind,
       case k.kind when 'due-soon' then o.due_at - make_interval(secs => ?) else o.due_at end, now()
     from orders o cross join (values ('due-soon'), ('overdue')) as k(kind)
     where o.id = ? and o.due_at is not null
     on conflict (order_id, kind) do nothing`,
    [leadHours * 3600, orderId],
  )
}

/** Sets the alarm clock: a delayed job for each of the order's reminders still to fire. */
export async function scheduleReminders(deps: WorkerDeps, orderId: string): Promise<void> {
  const pending = await typedSql(deps.orm.em.fork())
    .selectFrom('delivery_reminders')
    .select(['id', 'kind', 'fire_at'])
    .where('order_id', '=', orderId)
    .where('sent_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute()
  for (const reminder of pending) {
    await scheduleReminderJob(deps.queues.reminders, {
      id: reminder.id,
      orderId,
      kind: reminder.kind,
      fireAt: new Date(reminder.fire_at),
    })
  }
}
