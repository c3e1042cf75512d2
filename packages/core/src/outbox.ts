import type { EntityManager } from '@mikro-orm/postgresql'
import type { EventName, EventPayloads } from '@shop/domain'
import { randomUUID } from 'node:crypto'
import { emailJobs, stillQueued, type EmailJob, type EmailOutboxRow } from './email/email-log.ts'

/**
 * An outbox row as a `select` list and its parameters, for a statement that writes the event
 * together with its change: `insert into outbox_events (${outboxColumns}) select ... from change`
 * records it exactly when the change's rows exist.
 */
export function outboxRow<E extends EventName>(type: E, payload: EventPayloads[E]) {
  const id = randomUUID()
  return {
    id,
    values: `?::uuid, ?, ?::jsonb, clock_timestamp()`,
    params: [id, type, JSON.stringify(payload)],
  }
}

export const outboxColumns = 'id, type, payload, created_at'

/**
 * Records an event in the outbox. Call it with the EntityManager of the transaction that makes the
 * change, so the event exists exactly when the change does.
 */
export async function recordEvent<E extends EventName>(
  em: EntityManager,
  type: E,
  payload: EventPayloads[E],
): Promise<string> {
  const row = outboxRow(type, payload)
  await em.execute(
    `insert into outbox_events (${outboxColumns}) values (${row.values})`,
    row.params,
  )
  return row.id
}

export interface OutboxRow {
  id: string
  type: EventName
  payload: Record<string, unknown>
}

/**
 * Whether a table has rows waiting to be relayed. The relay asks several times a second and mostly
 * finds none: one statement, where opening a transaction to lock nothing takes three round trips.
 */
async function hasUnpublished(
  em: EntityManager,
  table: 'outbox_events' | 'email_log',
): Promise<boolean> {
  const [row] = await em
    .fork()
    .execute<{ waiting: boolean }[]>(
      `select exists (select 1 from ${table} where published_at is null) as waiting`,
    )
  return row!.waiting
}

/**
 * Publishes a batch of a table's unpublished rows through `publish` and marks them published, all
 * in one transaction. Rows are locked with SKIP LOCKED, so several relays can run side by side
 * without publishing a row twice; if publishing fails the transaction rolls back and the rows
 * wait.
 */
async function relayBatch<Row extends { id: string }>(
  em: EntityManager,
  source: { table: 'outbox_events'; columns: string },
  publish: (rows: Row[], tx: EntityManager) => Promise<void>,
  batchSize: number,
): Promise<number> {
  if (!(await hasUnpublished(em, source.table))) return 0
  return em.fork().transactional(async (tx) => {
    const rows = await tx.execute<Row[]>(
      `select ${source.columns} from ${source.table} where published_at is null
       order by created_at limit ? for update skip locked`,
      [batchSize],
    )
    if (rows.length === 0) return 0
    await publish(rows, tx)
    await tx.execute(`update ${source.table} set published_at = now() where id in (?)`, [
      rows.map((row) => row.id),
    ])
    return rows.length
  })
}

/**
 * Relays unpublished events to the events queue (see relayBatch). An event whose type has no
 * consequences (order.created, kept for audit) is done once it is relayed: it is marked handled in
 * the relay's transaction instead of making a round of Redis and a transaction of its own.
 */
export function relayOutboxBatch(
  em: EntityManager,
  publish: (rows: OutboxRow[]) => Promise<void>,
  batchSize = 100,
  hasConsequences: (type: EventName) => boolean = () => true,
): Promise<number> {
  return relayBatch<OutboxRow>(
    em,
    { table: 'outbox_events', columns: 'id, type, payload' },
    async (rows, tx) => {
      const delivered = rows.filter((row) => hasConsequences(row.type))
      if (delivered.length) await publish(delivered)
      if (delivered.length === rows.length) return
      await tx.execute(`update outbox_events set handled_at = clock_timestamp() where id in (?)`, [
        rows.filter((row) => !hasConsequences(row.type)).map((row) => row.id),
      ])
    },
    batchSize,
  )
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
  batchSize = 100,
): Promise<number> {
  if (!(await hasUnpublished(em, 'email_log'))) return 0
  const jobs = await em.fork().transactional(async (tx) => {
    const rows = await tx.execute<EmailOutboxRow[]>(
      `select id, idempotency_key, send_after, job_id from email_log where published_at is null
       order by created_at, id limit ? for update skip locked`,
      [batchSize],
    )
    if (rows.length === 0) return []
    const jobs = emailJobs(rows)
    const jobIds = Object.fromEntries(
      jobs.flatMap((job) => job.data.emailIds.map((id) => [id, job.opts.jobId])),
    )
    // By id: joined to the list as a set of rows, a young e-mail log was read whole for every
    // batch.
    await tx.execute(
      `update email_log set published_at = now(), job_id = ?::jsonb ->> id::text where id in (?)`,
      [JSON.stringify(jobIds), Object.keys(jobIds)],
    )
    return jobs
  })
  const ids = jobs.flatMap((job) => job.data.emailIds)
  if (ids.length === 0) return 0
  try {
    await publish(jobs)
  } catch (error) {
    await em
      .fork()
      .execute(`update email_log set published_at = null where id in (?) and ${stillQueued}`, [ids])
      .catch(() => undefined)
    throw error
  }
  return ids.length
}

/** Counts a failed publishing attempt on rows that are still waiting, for the operators. */
export async function noteOutboxFailure(em: EntityManager, error: unknown): Promise<void> {
  await em
    .fork()
    .execute(
      `update outbox_events set attempts = attempts + 1, last_error = ? where published_at is null`,
      [String(error instanceof Error ? error.message : error).slice(0, 1000)],
    )
}

/**
 * Events relayed more than `graceSeconds` ago whose consequences are still not written: Redis may
 * have lost their job, or every delivery failed. The sweeper relays them again.
 */
export async function findUnhandledEvents(
  em: EntityManager,
  graceSeconds: number,
  limit = 500,
): Promise<OutboxRow[]> {
  return em.fork().execute<OutboxRow[]>(
    `select id, type, payload from outbox_events
     where handled_at is null and published_at is not null
       and published_at < now() - make_interval(secs => ?)
     order by created_at limit ?`,
    [graceSeconds, limit],
  )
}

export interface OutboxHealth {
  /** Age in seconds of the oldest event whose consequences are not written yet; 0 when none. */
  lagSeconds: number
  unhandled: number
}

export async function readOutboxHealth(em: EntityManager): Promise<OutboxHealth> {
  const [row] = await em.fork().execute<{ lag: number | null; unhandled: number }[]>(
    `select extract(epoch from now() - min(created_at))::float8 as lag, count(*)::int as unhandled
     from outbox_events where handled_at is null`,
  )
  return { lagSeconds: Math.max(0, Math.round(row?.lag ?? 0)), unhandled: row?.unhandled ?? 0 }
}
