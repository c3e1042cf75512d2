import { findUnhandledEvents } from '@shop/core'
import type { WorkerDeps } from '../context.ts'

/**
 * Relays again every event published but not handled within the grace period. The job id is the
 * event's id, so a job still on its way (waiting, delayed, running) is left alone; one that failed
 * every attempt is retried, and one Redis lost is added anew. Handlers write nothing twice, so a
 * second run is harmless.
 */
export async function republishUnhandledEvents(deps: WorkerDeps): Promise<number> {
  const queue = deps.queues.events
  const events = await findUnhandledEvents(deps.orm.em, deps.env.OUTBOX_REPUBLISH_AFTER_SECONDS)
  let republished = 0
  for (const event of events) {
    const job = await queue.getJob(event.id)
    const state = job ? await job.getState() : 'unknown'
    if (state === 'failed') {
      await job!.retry('failed')
    } else if (state === 'unknown' || state === 'completed') {
      await job?.remove()
      await queue.add(event.type, event.payload, { jobId: event.id })
    } else {
      continue
    }
    republished += 1
  }
  if (republished) deps.logger.warn({ republished }, 'unhandled events relayed again')
  return republished
}
