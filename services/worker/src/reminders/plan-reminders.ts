import { typedSql } from '@shop/db'
import type { ReminderKind } from '@shop/domain'
import { sql } from 'kysely'
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
  const db = typedSql(tx)
  // A row per kind from the order itself: none while it has no due time (or no longer exists)
  const reminder = (kind: ReminderKind) =>
    db
      .selectFrom('orders as o')
      .select((eb) => [
        sql<string>`gen_random_uuid()`.as('id'),
        'o.id as order_id',
        eb.val(kind).as('kind'),
        kind === 'due-soon'
          ? sql<string>`o.due_at - make_interval(secs => ${leadHours * 3600})`.as('fire_at')
          : 'o.due_at as fire_at',
        sql<string>`now()`.as('created_at'),
      ])
      .where('o.id', '=', orderId)
      .where('o.due_at', 'is not', null)
  await db
    .insertInto('delivery_reminders')
    .columns(['id', 'order_id', 'kind', 'fire_at', 'created_at'])
    .expression(reminder('due-soon').unionAll(reminder('overdue')))
    .onConflict((conflict) => conflict.columns(['order_id', 'kind']).doNothing())
    .execute()
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
