import type { EntityManager } from '@mikro-orm/postgresql'
import { listenToNotices } from '@shop/db'
import {
  noteOutboxFailure,
  relayEmailBatch,
  relayOutboxBatch,
  type EmailJob,
  type OutboxRow,
} from '@shop/core'
import type { Queue } from 'bullmq'
import type { Logger } from 'pino'

export interface OutboxRelayOptions {
  em: EntityManager
  queue: Queue
  /** When given, logged e-mails are relayed to it too (the e-mail log is an outbox of its own). */
  emailQueue?: Queue
  /** Whether the worker does anything for an event of this type; every type unless given. */
  hasConsequences?: (type: OutboxRow['type']) => boolean
  logger: Logger
  /**
   * When given, rows are relayed as soon as the transaction that wrote them commits, and each
   * round that ends finding none waits the interval only in case a notice was missed.
   */
  databaseUrl?: string
  intervalMs?: number
  batchSize?: number
  maxBackoffMs?: number
  publishTimeoutMs?: number
}

export interface OutboxRelay {
  stop(): Promise<void>
}

/**
 * Rows moved to Redis in one transaction and one round trip: large enough that a burst of orders
 * crosses in a few rounds, small enough that a round's row locks are held briefly.
 */
export const relayBatchSize = 200

/** Notified by every transaction that writes to the outbox or the e-mail log (migration 0019). */
const outboxChannel = 'outbox'

/**
 * Moves outbox rows to the events queue, and logged e-mails to the e-mail queue. The row id (the
 * e-mail's key) is the job id, so should a commit fail after publishing, the retry finds the job
 * already there instead of adding a second one.
 */
export function startOutboxRelay({
  em,
  queue,
  emailQueue,
  hasConsequences,
  logger,
  databaseUrl,
  intervalMs = 250,
  batchSize = relayBatchSize,
  maxBackoffMs = 10_000,
  publishTimeoutMs = 5_000,
}: OutboxRelayOptions): OutboxRelay {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let failures = 0
  let current: Promise<void> = Promise.resolve()
  let draining = false
  let wokenWhileDraining = false

  // BullMQ waits for a connection rather than failing, which would hold the row locks for as long
  // as Redis is away; a timeout rolls back instead. Should the add land after all, the next round
  // finds the job id taken and adds nothing.
  const addWithin = async (target: Queue, jobs: Parameters<Queue['addBulk']>[0]) => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('Redis did not accept the jobs in time')),
        publishTimeoutMs,
      )
    })
    try {
      await Promise.race([target.addBulk(jobs), timeout])
    } finally {
      clearTimeout(timer)
    }
  }
  const publishEvents = (rows: OutboxRow[]) =>
    addWithin(
      queue,
      rows.map((row) => ({ name: row.type, data: row.payload, opts: { jobId: row.id } })),
    )
  const publishEmails = (jobs: EmailJob[]) => addWithin(emailQueue!, jobs)

  async function drain() {
    try {
      let relayed: number
      do {
        relayed = await relayOutboxBatch(em, publishEvents, batchSize, hasConsequences)
        if (emailQueue) relayed += await relayEmailBatch(em, publishEmails, batchSize)
        if (relayed) logger.debug({ relayed }, 'outbox rows published')
      } while (relayed > 0 && !stopped)
      if (failures) logger.info('outbox relay recovered')
      failures = 0
    } catch (error) {
      failures += 1
      logger.warn({ err: error, failures }, 'outbox relay could not publish; will retry')
      await noteOutboxFailure(em, error).catch(() => undefined)
    }
  }

  function run() {
    clearTimeout(timer)
    draining = true
    current = drain().then(() => {
      draining = false
      const again = wokenWhileDraining && !failures && !stopped
      wokenWhileDraining = false
      if (again) run()
      else schedule()
    })
  }

  function schedule() {
    if (stopped) return
    const delay = failures ? Math.min(intervalMs * 2 ** failures, maxBackoffMs) : intervalMs
    timer = setTimeout(run, delay)
  }

  /** Rows were written: a round now, or once the round running ends. */
  function wake() {
    // While Redis refuses, the back-off decides when to try again
    if (stopped || failures) return
    if (draining) wokenWhileDraining = true
    else run()
  }

  // A notice missed while the connection is down leaves its rows to the next round
  const writes =
    databaseUrl === undefined
      ? undefined
      : listenToNotices({
          databaseUrl,
          name: 'outbox-relay',
          channels: [outboxChannel],
          onNotice: wake,
          onListening: wake,
          logger,
        })

  schedule()
  return {
    async stop() {
      stopped = true
      await writes?.stop()
      clearTimeout(timer)
      await current
    },
  }
}
