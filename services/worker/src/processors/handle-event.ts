import { typedSql } from '@shop/db'
import type { EventName } from '@shop/domain'
import type { Job } from 'bullmq'
import { sql } from 'kysely'
import type { WorkerDeps } from '../context.ts'
import type { EventHandlers } from './event-handlers.ts'

/**
 * Handles one relayed event. The job is only a pointer (its id is the outbox row's): the row is
 * locked, the handler writes its consequences and the row is marked handled, all in one
 * transaction, so a crash anywhere leaves the event unhandled for the next delivery or the
 * sweeper, and a delivery of an event already handled writes nothing again. Events without
 * consequences (order.created is kept for audit) are marked handled too.
 */
export function eventProcessor(deps: WorkerDeps, handlers: EventHandlers) {
  return async (job: Job) => {
    const eventId = job.id
    const missing = () =>
      deps.logger.warn({ event: job.name, jobId: eventId }, 'event job without an outbox row')
    if (eventId === undefined) return missing()
    const event = await deps.orm.em.fork().transactional(async (tx) => {
      const db = typedSql(tx)
      const row = await db
        .selectFrom('outbox_events')
        .select(['type', 'payload', 'handled_at'])
        .where('id', '=', eventId)
        .forUpdate()
        .executeTakeFirst()
      if (!row) return missing()
      if (row.handled_at) return row
      const handler = handlerOf(handlers, row.type)
      await handler?.write?.(tx, row.payload as never)
      await db
        .updateTable('outbox_events')
        .set({ handled_at: sql`clock_timestamp()` })
        .where('id', '=', eventId)
        .execute()
      return row
    })
    if (!event) return
    const handler = handlerOf(handlers, event.type)
    await handler?.publish?.(event.payload as never)
  }
}

/** Rows from before e-mails had an outbox of their own may say 'email.requested': none handles it. */
function handlerOf(handlers: EventHandlers, type: EventName | 'email.requested') {
  return type === 'email.requested' ? undefined : handlers[type]
}
