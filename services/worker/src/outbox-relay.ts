import type { EntityManager } from '@mikro-orm/postgresql'
import { noteOutboxFailure, relayOutboxBatch, type OutboxRow } from '@shop/queue'
import type { Queue } from 'bullmq'
import type { Logger } from 'pino'

export interface OutboxRelayOptions {
  em: EntityManager
  queue: Queue
  logger: Logger
  intervalMs?: number
  maxBackoffMs?: number
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
  maxBackoffMs = 10_000,
}: OutboxRelayOptions): OutboxRelay {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let failures = 0
  let current: Promise<void> = Promise.resolve()

  const publish = async (rows: OutboxRow[]) => {
    await queue.addBulk(
      rows.map((row) => ({ name: row.type, data: row.payload, opts: { jobId: row.id } })),
    )
  }

  async function drain() {
    try {
      let relayed: number
      do {
        relayed = await relayOutboxBatch(em, publish)
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
