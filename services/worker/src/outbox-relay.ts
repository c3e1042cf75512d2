import type { EntityManager } from '@mikro-orm/postgresql'
import { noteOutboxFailure, relayOutboxBatch, type OutboxRow } from '@shop/queue'
import type { Queue } from 'bullmq'
import type { Logger } from 'pino'

export interface OutboxRelayOptions {
  em: EntityManager
  queue: Queue
  logger: Logger
  intervalMs?: number
  batchSize?: number
  maxBackoffMs?: number
  publishTimeoutMs?: number
}

export interface OutboxRelay {
  stop(): Promise<void>
}

/**
 * Moves outbox rows to the events queue. The row id is the job id, so should a commit fail after
 * publishing, the retry finds the job already there instead of adding a second one.
 */
export function startOutboxRelay({
  em,
  queue,
  logger,
  intervalMs = 250,
  batchSize = 200,
  maxBackoffMs = 10_000,
  publishTimeoutMs = 5_000,
}: OutboxRelayOptions): OutboxRelay {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let failures = 0
  let current: Promise<void> = Promise.resolve()

  // BullMQ waits for a connection rather than failing, which would hold the row locks for as long
  // as Redis is away; a timeout rolls back instead. Should the add land after all, the next round
  // finds the job id taken and adds nothing.
  const publish = async (rows: OutboxRow[]) => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('Redis did not accept the events in time')),
        publishTimeoutMs,
      )
    })
    const jobs = rows.map((row) => ({ name: row.type, data: row.payload, opts: { jobId: row.id } }))
    try {
      await Promise.race([queue.addBulk(jobs), timeout])
    } finally {
      clearTimeout(timer)
    }
  }

  async function drain() {
    try {
      let relayed: number
      do {
        relayed = await relayOutboxBatch(em, publish, batchSize)
        if (relayed) logger.debug({ relayed }, 'outbox events published')
      } while (relayed > 0 && !stopped)
      if (failures) logger.info('outbox relay recovered')
      failures = 0
    } catch (error) {
      failures += 1
      logger.warn({ err: error, failures }, 'outbox relay could not publish; will retry')
      await noteOutboxFailure(em, error).catch(() => undefined)
    }
  }

  function schedule() {
    if (stopped) return
    const delay = failures ? Math.min(intervalMs * 2 ** failures, maxBackoffMs) : intervalMs
    timer = setTimeout(() => {
      current = drain().then(schedule)
    }, delay)
  }

  schedule()
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await current
    },
  }
}
