import type { EntityManager } from '@mikro-orm/postgresql'
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
export const stillQueued = `(status = 'queued') is true`

/** BullMQ job ids may not contain ':'; keys use '.' as separator already, this keeps it so. */
export function emailJobId(key: string): string {
  return `email.${key.replace(/:/g, '.')}`
}

/** Adds the e-mail to the log unless its key is already there; answers the row id either way. */
export async function recordEmail(em: EntityManager, request: EmailRequest): Promise<string> {
  const [inserted] = await em.execute<{ id: string }[]>(
    `insert into email_log (id, idempotency_key, order_id, recipient, template, context, send_after,
       status, attempts, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?::jsonb, ?, 'queued', 0, now(), now())
     on conflict (idempotency_key) do nothing returning id`,
    [
      randomUUID(),
      request.key,
      request.orderId ?? null,
      emailRecipient<EmailKindName>(request.template, request.to),
      request.template,
      JSON.stringify(request.context),
      request.sendAfter ?? null,
    ],
  )
  if (inserted) return inserted.id
  const [existing] = await em.execute<{ id: string }[]>(
    `select id from email_log where idempotency_key = ?`,
    [request.key],
  )
  return existing!.id
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

/** A row of the e-mail log as the relay hands it to the queue. */
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
 * SQL assignments that erase the address and data of the one e-mail an erased account is sent,
 * its deletion's confirmation, logged with them after the account was erased: for the statements
 * that settle an e-mail (sent, or failed for good). Any other e-mail is left as it is.
 */
export const forgetAfterErasure = `recipient = case when template = 'account-deleted'
    then '${erasedRecipient}' else recipient end,
  context = case when template = 'account-deleted' then '{}'::jsonb else context end`

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
  const doublings = `${retry.attempts - 2} + ceil(attempts::numeric / ${retry.attempts})`
  const wait = `least(${retry.backoffMs} * power(2, ${doublings}), ${retryCapMs})
    * interval '1 millisecond'`
  return `case when created_at + ${retry.retryDays * 86_400} * interval '1 second' > now() + ${wait}
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
  where: string,
  params: unknown[] = [],
): Promise<string[]> {
  const rows = await em.execute<{ id: string; idempotency_key: string; attempts: number }[]>(
    `select id, idempotency_key, attempts from email_log
     where status = 'failed' and recipient <> ? and (${where})`,
    [erasedRecipient, ...params],
  )
  if (rows.length === 0) return []
  const jobIds = Object.fromEntries(
    rows.map((row) => [row.id, `${emailJobId(row.idempotency_key)}.${row.attempts}`]),
  )
  const queued = await em.execute<{ id: string }[]>(
    `update email_log set status = 'queued', retry_at = null, published_at = null,
       job_id = ?::jsonb ->> id::text, updated_at = now()
     where id in (?) and status = 'failed' returning id`,
    [JSON.stringify(jobIds), Object.keys(jobIds)],
  )
  return queued.map((row) => row.id)
}
