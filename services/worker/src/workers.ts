import { queueNames, redisConnection, workerMetrics } from '@shop/queue'
import type { MapDraftJob } from '@shop/core'
import { Worker, type Job, type Processor } from 'bullmq'
import type { WorkerDeps } from './context.ts'
import { createMapBrowser } from './maps/map-browser.ts'
import { makeSampleMap, queueSampleMap, sampleMapJobName } from './maps/sample-map.ts'
import { startOutboxRelay } from './outbox-relay.ts'
import { eventHandlers } from './processors/event-handlers.ts'
import { eventProcessor } from './processors/handle-event.ts'
import { makeMapDraftProcessor } from './processors/make-map-draft.ts'
import { sendEmailProcessor } from './processors/send-email.ts'
import { sendReminderProcessor } from './processors/send-reminder.ts'
import { typesetDocumentProcessor } from './processors/typeset-document.ts'
import { startSweeper } from './sweeper.ts'

/** Events handled at a time: their handlers wait on the database, not on this process. */
const eventConcurrency = 10

export interface WorkerOptions {
  relayIntervalMs?: number
  relayBatchSize?: number
  sweepIntervalMs?: number
  /** Typeset map drafts (the default); tests that are not about drafts leave Chromium alone. */
  maps?: boolean
  /** Queue the sample map at start (the default); only its own tests need it. */
  sampleMap?: boolean
}

/**
 * Everything a worker process runs: the outbox relay, one BullMQ worker per queue and the
 * sweeper. Answers a stop function that lets active jobs finish.
 */
export function startWorkers(deps: WorkerDeps, options: WorkerOptions = {}) {
  const connection = redisConnection(deps.env.REDIS_URL, 'worker')
  const handlers = eventHandlers(deps)
  const mapBrowser = createMapBrowser(deps.env.CHROMIUM_PATH, deps.logger)
  const drafts = makeMapDraftProcessor(deps, mapBrowser)
  // One queue for the sample and the drafts: both need the browser, within the same concurrency.
  const maps = async (job: Job<MapDraftJob>) => {
    if (job.name !== sampleMapJobName) return drafts(job)
    const pages = await makeSampleMap(deps, mapBrowser)
    deps.logger.info({ pages }, 'sample map made')
  }
  const workers = (
    [
      [queueNames.events, eventProcessor(deps, handlers), eventConcurrency],
      [queueNames.email, sendEmailProcessor(deps), deps.env.WORKER_EMAIL_CONCURRENCY],
      [queueNames.reminders, sendReminderProcessor(deps), 2],
      [queueNames.maps, maps, deps.env.WORKER_MAPS_CONCURRENCY],
      // Always on: a paid order's e-mail waits for its invoice-receipt. The browser is launched
      // when a document is first typeset.
      [queueNames.documents, typesetDocumentProcessor(deps, mapBrowser), 1],
    ] as [string, Processor, number][]
  )
    .filter(([name]) => name !== queueNames.maps || options.maps !== false)
    .map(([name, processor, concurrency]) => {
      const worker = new Worker(name, processor, {
        connection,
        prefix: deps.env.QUEUE_PREFIX,
        concurrency,
        // Jobs here take seconds (a draft on a busy machine several); a short lock lets a crashed
        // worker's job be picked up soon, and BullMQ renews it while the job runs.
        lockDuration: 10_000,
        stalledInterval: 5_000,
        metrics: workerMetrics,
      })
      worker.on('failed', (job, error) =>
        deps.logger.warn({ err: error, queue: name, job: job?.name, jobId: job?.id }, 'job failed'),
      )
      worker.on('error', (error) => deps.logger.warn({ err: error, queue: name }, 'worker error'))
      return worker
    })
  // A job rather than a call, so the replicas starting together typeset it once; the API answers
  // 404 until it is stored.
  if (options.sampleMap !== false) {
    queueSampleMap(deps.queues.maps, 'start').catch((error: unknown) =>
      deps.logger.error({ err: error }, 'sample map not queued'),
    )
  }
  const relay = startOutboxRelay({
    em: deps.orm.em,
    queue: deps.queues.events,
    emailQueue: deps.queues.email,
    // 'email.requested', from before e-mails had their own outbox, has none any more.
    hasConsequences: (type) => type !== 'email.requested' && handlers[type] !== undefined,
    logger: deps.logger,
    intervalMs: options.relayIntervalMs,
    batchSize: options.relayBatchSize,
    databaseUrl: deps.env.DATABASE_URL,
  })
  const stopSweeper = startSweeper(
    deps,
    options.sweepIntervalMs ?? deps.env.SWEEP_INTERVAL_SECONDS * 1000,
  )

  return async function stop() {
    await relay.stop()
    await stopSweeper()
    await Promise.all(workers.map((worker) => worker.close()))
    await mapBrowser.close()
  }
}
