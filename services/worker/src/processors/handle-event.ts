import type { EventName } from '@shop/domain'
import type { Job } from 'bullmq'
import type { Logger } from 'pino'

export type EventHandler = (job: Job) => Promise<void>

/**
 * Routes each event to its consequence. Events without one (order.created is kept for audit) are
 * acknowledged so they do not pile up.
 */
export function eventProcessor(handlers: Partial<Record<EventName, EventHandler>>, logger: Logger) {
  return async (job: Job) => {
    const handler = handlers[job.name as EventName]
    if (!handler) {
      logger.debug({ event: job.name, jobId: job.id }, 'event has no consequence')
      return
    }
    await handler(job)
  }
}
