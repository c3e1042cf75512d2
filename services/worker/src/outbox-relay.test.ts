import { createTestDatabase, type TestDatabase } from '@shop/db/testing'
import { createQueue, queueNames, redisConnection } from '@shop/queue'
import { recordEvent } from '@shop/core'
import {
  deleteKeysWithPrefix,
  startRedisServer,
  testQueuePrefix,
  testRedisUrl,
  unusedPort,
} from '@shop/queue/testing'
import { Worker, type Queue } from 'bullmq'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOutboxRelay, type OutboxRelay } from './outbox-relay.ts'

const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' })
let db: TestDatabase

beforeAll(async () => {
  db = await createTestDatabase('outbox')
})
afterAll(() => db?.drop())

async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function collect(url: string, prefix: string) {
  const received: string[] = []
  const worker = new Worker(
    queueNames.events,
    (job) => {
      received.push(job.id!)
      return Promise.resolve()
    },
    { connection: redisConnection(url, 'worker'), prefix },
  )
  return { received, worker }
}

/** The job ids of every add, so a row published by two relays shows up twice here. */
function countPublished(queue: Queue, published: string[] = []): string[] {
  const addBulk = queue.addBulk.bind(queue)
  queue.addBulk = async (jobs) => {
    const added = await addBulk(jobs)
    published.push(...jobs.map((job) => job.opts!.jobId!))
    return added
  }
  return published
}

async function unpublished(ids: string[]): Promise<number> {
  const [row] = await db.orm.em
    .fork()
    .execute<{ n: number }[]>(
      'select count(*)::int as n from outbox_events where published_at is null and id in (?)',
      [ids],
    )
  return row!.n
}

/** The events queue under a prefix of its own, ready. */
async function eventsQueue(label: string) {
  const prefix = testQueuePrefix(label)
  const queue = createQueue(queueNames.events, {
    connection: redisConnection(testRedisUrl, 'producer'),
    prefix,
  })
  await queue.waitUntilReady()
  return { prefix, queue }
}

describe('outbox relay', () => {
  it('publishes nothing for a rolled-back transaction', async () => {
    const { prefix, queue } = await eventsQueue('rollback')
    const relay = startOutboxRelay({ em: db.orm.em, queue, logger, intervalMs: 50 })
    await expect(
      db.orm.em.fork().transactional(async (tx) => {
        await recordEvent(tx, 'order.created', { orderId: 'rolled-back' })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    const id = await db.orm.em
      .fork()
      .transactional((tx) => recordEvent(tx, 'order.created', { orderId: 'committed' }))
    await waitFor(async () => ((await unpublished([id])) === 0 ? true : undefined))
    await relay.stop()
    const jobs = await queue.getJobs(['waiting', 'active', 'completed', 'delayed'])
    expect(jobs.map((job): unknown => job.data)).toEqual([{ orderId: 'committed' }])
    await queue.close()
    await deleteKeysWithPrefix(testRedisUrl, prefix)
  })

  it('relays what a transaction wrote as it commits, without waiting for its next round', async () => {
    const { prefix, queue } = await eventsQueue('notified')
    // Its first round, right at start, finds nothing; the next would be a minute later.
    const relay = startOutboxRelay({
      em: db.orm.em,
      queue,
      logger,
      databaseUrl: db.url,
      intervalMs: 60_000,
    })
    try {
      await waitFor(async () => {
        const [listening] = await db.orm.em.fork().execute<{ n: number }[]>(
          `select count(*)::int as n from pg_stat_activity
             where application_name = 'outbox-relay' and datname = current_database()`,
        )
        return listening!.n > 0 ? true : undefined
      })
      const ids: string[] = []
      for (const orderId of ['first', 'second']) {
        ids.push(
          await db.orm.em
            .fork()
            .transactional((tx) => recordEvent(tx, 'order.created', { orderId })),
        )
        await waitFor(async () => ((await unpublished(ids)) === 0 ? true : undefined), 5_000)
      }
    } finally {
      await relay.stop()
      await queue.close()
      await deleteKeysWithPrefix(testRedisUrl, prefix)
    }
  })

  it('marks an event without consequences handled when relaying it, and queues the others', async () => {
    const { prefix, queue } = await eventsQueue('no-consequences')
    const relay = startOutboxRelay({
      em: db.orm.em,
      queue,
      hasConsequences: (type) => type !== 'order.created',
      logger,
      intervalMs: 50,
    })
    const [created, paid] = await db.orm.em
      .fork()
      .transactional(async (tx) => [
        await recordEvent(tx, 'order.created', { orderId: 'audit-only' }),
        await recordEvent(tx, 'order.paid', { orderId: 'with-consequences' }),
      ])
    await waitFor(async () => ((await unpublished([created, paid])) === 0 ? true : undefined))
    await relay.stop()
    const handled = await db.orm.em
      .fork()
      .execute<{ id: string; handled: boolean }[]>(
        'select id, handled_at is not null as handled from outbox_events where id in (?)',
        [[created, paid]],
      )
    expect(new Map(handled.map((row) => [row.id, row.handled]))).toEqual(
      new Map([
        [created, true],
        [paid, false],
      ]),
    )
    const jobs = await queue.getJobs(['waiting', 'active', 'completed', 'delayed'])
    expect(jobs.map((job) => job.id)).toEqual([paid])
    await queue.close()
    await deleteKeysWithPrefix(testRedisUrl, prefix)
  })

  it('keeps an event written while Redis is down and delivers it exactly once when Redis returns', async () => {
    const port = await unusedPort()
    const url = `redis://127.0.0.1:${port}`
    const prefix = testQueuePrefix('outage')
    const queue: Queue = createQueue(queueNames.events, {
      connection: redisConnection(url, 'producer'),
      prefix,
    })
    queue.on('error', () => undefined)
    const relay: OutboxRelay = startOutboxRelay({
      em: db.orm.em,
      queue,
      logger,
      intervalMs: 50,
      maxBackoffMs: 300,
      publishTimeoutMs: 300,
    })

    const id = await db.orm.em
      .fork()
      .transactional((tx) => recordEvent(tx, 'order.paid', { orderId: 'while-redis-was-down' }))
    // The relay tries, fails and records the failure while the row waits.
    await waitFor(async () => {
      const [row] = await db.orm.em
        .fork()
        .execute<{ attempts: number }[]>('select attempts from outbox_events where id = ?', [id])
      return row && row.attempts > 0 ? true : undefined
    })
    expect(await unpublished([id])).toBe(1)

    const redisServer = await startRedisServer(port)
    const { received, worker } = collect(url, prefix)
    try {
      await waitFor(() => (received.includes(id) ? true : undefined))
      await waitFor(async () => ((await unpublished([id])) === 0 ? true : undefined))
      // An event written after it was marked reaches the worker through a later round, by which
      // time a second delivery of the first would have arrived before it.
      const later = await db.orm.em
        .fork()
        .transactional((tx) => recordEvent(tx, 'order.paid', { orderId: 'after-the-outage' }))
      await waitFor(() => (received.includes(later) ? true : undefined))
      expect(received.filter((jobId) => jobId === id)).toHaveLength(1)
    } finally {
      await relay.stop()
      await worker.close()
      await queue.close()
      await redisServer.stop()
    }
  })

  it('publishes each event once with two relays running side by side', async () => {
    const prefix = testQueuePrefix('two-relays')
    const connection = redisConnection(testRedisUrl, 'producer')
    const queues = [
      createQueue(queueNames.events, { connection, prefix }),
      createQueue(queueNames.events, { connection, prefix }),
    ]
    await Promise.all(queues.map((queue) => queue.waitUntilReady()))
    const published: string[] = []
    for (const queue of queues) countPublished(queue, published)
    const ids = await db.orm.em.fork().transactional(async (tx) => {
      const written: string[] = []
      for (let i = 0; i < 200; i++)
        written.push(await recordEvent(tx, 'order.created', { orderId: `o${i}` }))
      return written
    })
    const relays = queues.map((queue) =>
      startOutboxRelay({ em: db.orm.em, queue, logger, intervalMs: 10 }),
    )
    await waitFor(async () => ((await unpublished(ids)) === 0 ? true : undefined))
    await Promise.all(relays.map((relay) => relay.stop()))
    expect(published).toHaveLength(ids.length)
    expect(new Set(published)).toEqual(new Set(ids))
    await Promise.all(queues.map((queue) => queue.close()))
    await deleteKeysWithPrefix(testRedisUrl, prefix)
  })
})
