import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql, type ShopDatabase } from '@shop/db'
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely'
import { randomUUID } from 'node:crypto'
import {
  emailRecipient,
  type EmailAddresses,
  type EmailContext,
  type EmailKindName,
} from './email-kinds.ts'

interface KindEmailRequest<T extends EmailKindName> {
  /** What makes this e-mail unique (its kind's `key`): the same key is never sent twice. */
  key: string
  template: T
  /** The addresses the kind's recipient is chosen from. */
  to: EmailAddresses<T>
  orderId?: string
  /** Ids (and a manager's own subject and text) the kind reads when the e-mail is sent. */
  context: EmailContext<T>
  /** Held until then (a gift's delivery date); at once when absent or past. */
  sendAfter?: Date
}

/** An e-mail to log, its addresses and context checked against its kind. */
export type EmailRequest = { [T in EmailKindName]: KindEmailRequest<T> }[EmailKindName]

/**
 * `status = 'queued'` for statements that name their e-mails by id. Written plainly, the planner
 * answers it from the status index whenever its statistics say few e-mails are queued, which is
 * exactly the case in a burst (thousands queued since the last analyze): each statement then
 * reads every queued row to find its few. As an expression the index cannot answer, the rows are
 * found by id and only then checked.
 */
export const stillQueued = sql<SqlBool>`(status = 'queued') is true`

/**
 * The value `values` holds under each row's id, for a statement that sets each of many rows by
 * id: Kysely's JSON references take a fixed key, not a column, hence SQL.
 */
export function byIdFrom(values: Record<string, string>) {
  return sql<string>`${JSON.stringify(values)}::jsonb ->> id::text`
}

/** BullMQ job ids may not contain ':'; keys use '.' as separator already, this keeps it so. */
export function emailJobId(key: string): string {
  return `email.${key.replace(/:/g, '.')}`
}

/** Adds the e-mail to the log unless its key is already there; answers the row id either way. */
export async function recordEmail(em: EntityManager, request: EmailRequest): Promise<string> {
  const db = typedSql(em)
  const inserted = await db
    .insertInto('email_log')
    .values({
      id: randomUUID(),
      idempotency_key: request.key,
      order_id: request.orderId ?? null,
      recipient: emailRecipient<EmailKindName>(request.template, request.to),
      template: request.template,
      context: request.context,
      send_after: request.sendAfter ?? null,
      status: 'queued',
      attempts: 0,
      created_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (inserted) return inserted.id
  const existing = await db
    .selectFrom('email_log')
    .select('id')
    .where('idempotency_key', '=', request.key)
    .executeTakeFirstOrThrow()
  return existing.id
}

/**
 * E-mails one job carries at most. A job is a few Redis round trips and scripts in the worker
 * whatever it carries: one e-mail to a job spent about twice the worker's CPU per e-mail, and sent
 * at a third of raw nodemailer's rate.
 */
export const emailJobSize = 20

/**
 * What an e-mail job carries: the rows it sends. `accepted`: the subjects of e-mails SMTP accepted
 * whose rows the database then refused to mark, by id; the job's next attempt marks them instead
 * of sending them again.
 */
export interface EmailJobData {
  emailIds: string[]
  accepted?: Record<string, string>
}

/** What `emailJobs` reads of an e-mail log row. */
export interface EmailOutboxRow {
  id: string
  idempotency_key: string
  send_after: string | Date | null
  /** Set once, when the row is first relayed (migration 0017). */
  job_id?: string | null
}

/** Who the e-mail log says an erased account's e-mails went to: they are never sent. */
export const erasedRecipient = 'erased@erased.invalid'

/**
 * Assignments that erase the address and data of the one e-mail an erased account is sent,
 * its deletion's confirmation, logged with them after the account was erased: for the statements
 * that settle an e-mail (sent, or failed for good). Any other e-mail is left as it is.
 */
export function forgetAfterErasure(eb: ExpressionBuilder<ShopDatabase, 'email_log'>) {
  const isDeletion = eb('template', '=', 'account-deleted')
  return {
    recipient: eb
      .case()
      .when(isDeletion)
      .then(eb.val(erasedRecipient))
      .else(eb.ref('recipient'))
      .end(),
    context: eb
      .case()
      .when(isDeletion)
      .then(sql<Record<string, unknown>>`'{}'::jsonb`)
      .else(eb.ref('context'))
      .end(),
  }
}

export interface EmailJob {
  name: 'send'
  data: EmailJobData
  opts: { jobId: string; delay: number }
}

/**
 * The e-mail queue's jobs for e-mails to relay, or relayed and still waiting. One relayed already
 * goes in the job whose id its row records (a round whose jobs did not reach Redis, a job the
 * sweeper restores, a retry's), so adding it again while it is in Redis adds nothing. One held for
 * later (a gift's delivery date) has a delayed job of its own, like a reminder. The rest go in
 * jobs of up to `emailJobSize`, each named after its first e-mail's key.
 */
export function emailJobs(rows: EmailOutboxRow[]): EmailJob[] {
  const jobs = new Map<string, EmailJob>()
  let filling: EmailJob | undefined
  const add = (jobId: string, row: EmailOutboxRow): EmailJob => {
    const job = jobs.get(jobId)
    if (job) {
      job.data.emailIds.push(row.id)
      return job
    }
    const delay = row.send_after ? new Date(row.send_after).getTime() - Date.now() : 0
    const added: EmailJob = {
      name: 'send',
      data: { emailIds: [row.id] },
      opts: { jobId, delay: Math.max(0, delay) },
    }
    jobs.set(jobId, added)
    return added
  }
  for (const row of rows) {
    if (row.job_id) add(row.job_id, row)
    else if (row.send_after) add(emailJobId(row.idempotency_key), row)
    else if (filling && filling.data.emailIds.length < emailJobSize)
      filling.data.emailIds.push(row.id)
    else filling = add(emailJobId(row.idempotency_key), row)
  }
  return [...jobs.values()]
}

/** Longest wait between the sweeper's sends of a failed e-mail. */
const retryCapMs = 3600_000

/**
 * When the sweeper sends a failed e-mail again, as SQL over its row after `attempts` attempts:
 * the wait goes on doubling from the job's last backoff, once for each job that gave up (at most
 * an hour), and is null once that is past `retryDays` after the e-mail was logged.
 */
export function emailRetryAt(retry: { attempts: number; backoffMs: number; retryDays: number }) {
  // Interval arithmetic on the row's own columns, which Kysely's builders do not type; the
  // settings are numbers, written as literals.
  const doublings = sql`${sql.lit(retry.attempts - 2)} + ceil(attempts::numeric / ${sql.lit(retry.attempts)})`
  const wait = sql`least(${sql.lit(retry.backoffMs)} * power(2, ${doublings}), ${sql.lit(retryCapMs)})
    * interval '1 millisecond'`
  return sql<
    string | null
  >`case when created_at + ${sql.lit(retry.retryDays * 86_400)} * interval '1 second' > now() + ${wait}
    then now() + ${wait} end`
}

/**
 * Queues failed e-mails (those `where` names, a condition on the row) once more: the relay hands
 * each to the queue under a job id none of its jobs had (BullMQ keeps a failed job, and adding
 * under its id would add nothing). The row and its key are kept: the same Message-ID, and a map's
 * delivery e-mail sent late still completes its order. Answers the ids queued.
 */
export async function requeueFailedEmails(
  em: EntityManager,
  where: (eb: ExpressionBuilder<ShopDatabase, 'email_log'>) => Expression<SqlBool>,
): Promise<string[]> {
  const db = typedSql(em)
  const rows = await db
    .selectFrom('email_log')
    .select(['id', 'idempotency_key', 'attempts'])
    .where('status', '=', 'failed')
    .where('recipient', '<>', erasedRecipient)
    .where(where)
    .execute()
  if (rows.length === 0) return []
  const jobIds = Object.fromEntries(
    rows.map((row) => [row.id, `${emailJobId(row.idempotency_key)}.${row.attempts}`]),
  )
  const queued = await db
    .updateTable('email_log')
    .set({
      status: 'queued',
      retry_at: null,
      published_at: null,
      job_id: byIdFrom(jobIds),
      updated_at: sql`now()`,
    })
    .where('id', 'in', Object.keys(jobIds))
    .where('status', '=', 'failed')
    .returning('id')
    .execute()
  return queued.map((row) => row.id)
}
