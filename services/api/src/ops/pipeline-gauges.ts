import type { MikroORM } from '@mikro-orm/postgresql'
import type { QueueName } from '@shop/queue'
import type { Queue } from 'bullmq'
import type { Logger } from 'pino'
import { Counter, Gauge, type Registry } from 'prom-client'
import { readPipelineHealth } from './pipeline-health.ts'
import { withTimeout } from './with-timeout.ts'

const jobStates = ['waiting', 'active', 'delayed', 'failed'] as const
const jobResults = ['completed', 'failed'] as const

interface PipelineSources {
  orm: MikroORM
  queues: Record<QueueName, Queue>
  logger: Logger
}

/**
 * Gauges of the queues, the e-mail log and the outbox, and the function that reads them afresh
 * before each scrape. A source that does not answer leaves its gauges empty for that scrape
 * rather than failing the whole scrape or repeating stale numbers.
 */
export function pipelineGauges(registry: Registry, { orm, queues, logger }: PipelineSources) {
  const registers = [registry]
  const queueJobs = new Gauge({
    name: 'shop_queue_jobs',
    help: 'Jobs in each BullMQ queue by state; failed counts the failures kept for inspection',
    labelNames: ['queue', 'state'] as const,
    registers,
  })
  const finishedJobs = new Counter({
    name: 'shop_queue_jobs_finished_total',
    help: 'Jobs the workers finished per queue, completed or failed for good (retries spent)',
    labelNames: ['queue', 'result'] as const,
    registers,
  })
  const emails = new Gauge({
    name: 'shop_emails',
    help: 'E-mails in the e-mail log by status (queued, sent, failed)',
    labelNames: ['status'] as const,
    registers,
  })
  const outboxLag = new Gauge({
    name: 'shop_outbox_lag_seconds',
    help: 'Age of the oldest event whose consequences are not written yet',
    registers,
  })
  const unhandledEvents = new Gauge({
    name: 'shop_outbox_unhandled_events',
    help: 'Events whose consequences are not written yet',
    registers,
  })

  const readQueues = async () => {
    const read = await withTimeout(
      Promise.all(
        Object.entries(queues).map(async ([name, queue]) => ({
          name,
          byState: await queue.getJobCounts(...jobStates),
          // Only the running total is wanted, not the per-minute history beside it
          byResult: await Promise.all(
            jobResults.map(async (result) => (await queue.getMetrics(result, 0, 0)).meta.count),
          ),
        })),
      ),
    )
    queueJobs.reset()
    finishedJobs.reset()
    for (const { name, byState, byResult } of read) {
      for (const state of jobStates) queueJobs.set({ queue: name, state }, byState[state] ?? 0)
      // The workers keep the total in Redis; a counter is shown here as it stands there
      jobResults.forEach((result, at) =>
        finishedJobs.inc({ queue: name, result }, byResult[at] ?? 0),
      )
    }
  }

  const readDatabase = async () => {
    const pipeline = await withTimeout(readPipelineHealth(orm))
    for (const [status, count] of Object.entries(pipeline.emails)) emails.set({ status }, count)
    outboxLag.set(pipeline.outboxLagSeconds)
    unhandledEvents.set(pipeline.unhandledEvents)
  }

  return async function refresh() {
    const [queuesRead, databaseRead] = await Promise.allSettled([readQueues(), readDatabase()])
    if (queuesRead.status === 'rejected') {
      queueJobs.reset()
      finishedJobs.reset()
      logger.warn({ err: queuesRead.reason }, 'metrics: queue depths unreadable')
    }
    if (databaseRead.status === 'rejected') {
      for (const gauge of [emails, outboxLag, unhandledEvents]) gauge.reset()
      logger.warn({ err: databaseRead.reason }, 'metrics: event pipeline unreadable')
    }
  }
}
