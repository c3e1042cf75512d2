import type { EventName } from '@shop/domain'
import type { Job } from 'bullmq'
import type { WorkerDeps } from '../context.ts'
import type { EventHandlers } from './event-handlers.ts'

interface OutboxEventRow {
  type: EventName
  payload: Record<string, unknown>
  handled_at: string | null
}

/**
 * Handles one relayed event. The job is only a pointer (its id is the outbox row's): the row is
 * locked, the handler writes its consequences and the row is marked handled, all in one
 * transaction, so a crash anywhere leaves the event unhandled for the next delivery or the
 * sweeper, and a delivery of an event already handled writes nothing again. Events without
 * consequences (order.created is kept for audit) are marked handled too.
 */
export function eventProcessor(deps: WorkerDeps, handlers: EventHandlers) {
  return async (job: Job) => {
    const event = await deps.orm.em.fork().transactional(async (tx) => {
      const [row] = await tx.execute<OutboxEventRow[]>(
        `select type, payload, handled_at from outbox_events where id = ? for update`,
        [job.id],
      )
      if (!row) {
        deps.logger.warn({ event: job.name, jobId: job.id }, 'event job without an outbox row')
        return undefined
      }
      if (row.handled_at) return row
      const handler = handlers[row.type]
      await handler?.write?.(tx, row.payload as never)
      await tx.execute(`update outbox_events set handled_at = clock_timestamp() where id = ?`, [
        job.id,
      ])
      return row
    })
    if (!event) return
    const handler = handlers[event.type]
    await handler?.publish?.(event.payload as never)
  }
}
