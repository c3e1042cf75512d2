import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql, type ShopDatabase } from '@shop/db'
import type { EventName, EventPayloads } from '@shop/domain'
import { expressionBuilder, sql } from 'kysely'
import { randomUUID } from 'node:crypto'
import { byIdFrom, emailJobs, stillQueued, type EmailJob } from './email/email-log.ts'

/**
 * An outbox row as a `select` list, for a statement that writes the event together with its
 * change: `insertInto('outbox_events').columns(outboxColumns)` of a select of these `from` the
 * change records it exactly when the change's rows exist.
 */
export function outboxRow<E extends EventName>(type: E, payload: EventPayloads[E]) {
  const id = randomUUID()
  const eb = expressionBuilder<ShopDatabase, never>()
  return {
    id,
    values: [
      eb.val(id).as('id'),
      eb.val(type).as('type'),
      eb.val(payload).as('payload'),
      sql<string>`clock_timestamp()`.as('created_at'),
    ],
  }
}

export const outboxColumns = ['id', 'type', 'payload', 'created_at'] as const

/**
 * Records an event in the outbox. Call it with the EntityManager of the transaction that makes the
 * change, so the event exists exactly when the change does.
 */
export async function recordEvent<E extends EventName>(
  em: EntityManager,
  type: E,
  payload: EventPayloads[E],
): Promise<string> {
  const id = randomUUID()
  await typedSql(em)
    .insertInto('outbox_events')
    .values({ id, type, payload, created_at: sql`clock_timestamp()` })
    .execute()
  return id
}

const outboxRowColumns = ['id', 'type', 'payload'] as const

/** An event as the relay hands it to the queue. */
export type OutboxRow = Awaited<ReturnType<typeof findUnhandledEvents>>[number]

/**
 * Whether a table has rows waiting to be relayed. The relay asks several times a second and mostly
 * finds none: one statement, where opening a transaction to lock nothing takes three round trips.
 */
async function hasUnpublished(
  em: EntityManager,
  table: 'outbox_events' | 'email_log',
): Promise<boolean> {
  const row = await typedSql(em.fork())
    .selectNoFrom((eb) =>
      eb
        .exists(eb.selectFrom(table).select('id').where('published_at', 'is', null))
        .$castTo<boolean>()
        .as('waiting'),
    )
    .executeTakeFirstOrThrow()
  return row.waiting
}

/**
 * Relays a batch of unpublished events to the events queue through `publish` and marks them
 * published, all in one transaction. Rows are locked with SKIP LOCKED, so several relays can run
 * side by side without publishing a row twice; if publishing fails the transaction rolls back and
 * the rows wait. An event whose type has no consequences (order.created, kept for audit) is done
 * once it is relayed: it is marked handled in the relay's transaction instead of making a round
 * of Redis and a transaction of its own.
 */
export async function relayOutboxBatch(
  em: EntityManager,
  publish: (rows: OutboxRow[]) => Promise<void>,
  batchSize: number,
  hasConsequences: (type: OutboxRow['type']) => boolean = () => true,
): Promise<number> {
  if (!(await hasUnpublished(em, 'outbox_events'))) return 0
  return em.fork().transactional(async (tx) => {
    const db = typedSql(tx)
    const rows = await db
      .selectFrom('outbox_events')
      .select(outboxRowColumns)
      .where('published_at', 'is', null)
      .orderBy('created_at')
      .limit(batchSize)
      .forUpdate()
      .skipLocked()
      .execute()
    if (rows.length === 0) return 0
    const delivered = rows.filter((row) => hasConsequences(row.type))
    const auditOnly = rows.filter((row) => !delivered.includes(row))
    if (delivered.length) await publish(delivered)
    if (auditOnly.length) {
      await db
        .updateTable('outbox_events')
        .set({ handled_at: sql`clock_timestamp()` })
        .where(
          'id',
          'in',
          auditOnly.map((row) => row.id),
        )
        .execute()
    }
    await db
      .updateTable('outbox_events')
      .set({ published_at: sql`now()` })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute()
    return rows.length
  })
}

/**
 * Relays logged e-mails to the e-mail queue (see `emailJobs`): the e-mail log is an outbox of its
 * own, so an e-mail written in a transaction goes out without an event in between. Unlike events,
 * the rows are marked published with their job's id and committed before the jobs are added: a
 * job only ever names e-mails its id is recorded on, and one added late (Redis answering after our
 * timeout) is the same job a later round adds again, so never a second job for an e-mail. Should
 * adding fail, the rows are handed back to the next round under the same job ids; failing that,
 * the sweeper restores them.
 */
export async function relayEmailBatch(
  em: EntityManager,
  publish: (jobs: EmailJob[]) => Promise<void>,
  batchSize: number,
): Promise<number> {
  if (!(await hasUnpublished(em, 'email_log'))) return 0
  const jobs = await em.fork().transactional(async (tx) => {
    const db = typedSql(tx)
    const rows = await db
      .selectFrom('email_log')
      .select(['id', 'idempotency_key', 'send_after', 'job_id'])
      .where('published_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .limit(batchSize)
      .forUpdate()
      .skipLocked()
      .execute()
    if (rows.length === 0) return []
    const jobs = emailJobs(rows)
    const jobIds = Object.fromEntries(
      jobs.flatMap((job) => job.data.emailIds.map((id) => [id, job.opts.jobId])),
    )
    // By id: joined to the list as a set of rows, a young e-mail log was read whole for every
    // batch.
    await db
      .updateTable('email_log')
      .set({ published_at: sql`now()`, job_id: byIdFrom(jobIds) })
      .where('id', 'in', Object.keys(jobIds))
      .execute()
    return jobs
  })
  const ids = jobs.flatMap((job) => job.data.emailIds)
  if (ids.length === 0) return 0
  try {
    await publish(jobs)
  } catch (error) {
    await typedSql(em.fork())
      .updateTable('email_log')
      .set({ published_at: null })
      .where('id', 'in', ids)
      .where(stillQueued)
      .execute()
      .catch(() => undefined)
    throw error
  }
  return ids.length
}

/** Counts a failed publishing attempt on rows that are still waiting, for the operators. */
export async function noteOutboxFailure(em: EntityManager, error: unknown): Promise<void> {
  await typedSql(em.fork())
    .updateTable('outbox_events')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: String(error instanceof Error ? error.message : error).slice(0, 1000),
    }))
    .where('published_at', 'is', null)
    .execute()
}

/**
 * Events relayed more than `graceSeconds` ago whose consequences are still not written: Redis may
 * have lost their job, or every delivery failed. The sweeper relays them again.
 */
export async function findUnhandledEvents(em: EntityManager, graceSeconds: number, limit = 500) {
  return typedSql(em.fork())
    .selectFrom('outbox_events')
    .select(outboxRowColumns)
    .where('handled_at', 'is', null)
    .where('published_at', 'is not', null)
    .where('published_at', '<', sql<string>`now() - make_interval(secs => ${graceSeconds})`)
    .orderBy('created_at')
    .limit(limit)
    .execute()
}

export interface OutboxHealth {
  /** Age in seconds of the oldest event whose consequences are not written yet; 0 when none. */
  lagSeconds: number
  unhandled: number
}

export async function readOutboxHealth(em: EntityManager): Promise<OutboxHealth> {
  const row = await typedSql(em.fork())
    .selectFrom('outbox_events')
    .select((eb) => [
      sql<number | null>`extract(epoch from now() - ${eb.fn.min('created_at')})::float8`.as('lag'),
      eb.fn.countAll<string>().as('unhandled'),
    ])
    .where('handled_at', 'is', null)
    .executeTakeFirstOrThrow()
  return { lagSeconds: Math.max(0, Math.round(row.lag ?? 0)), unhandled: Number(row.unhandled) }
}
