import type { EntityManager } from '@mikro-orm/postgresql'
import { emailRecipient, type EmailTemplateName, type RecipientAddresses } from '@shop/domain'
import { randomUUID } from 'node:crypto'

interface TemplateEmailRequest<T extends EmailTemplateName> {
  /** What makes this e-mail unique: the same key is never sent twice. */
  key: string
  template: T
  /** The addresses the template's recipient role chooses from (email-recipients.ts). */
  to: RecipientAddresses<T>
  orderId?: string
  /** Ids (and a manager's own subject and text) the template is rendered from at send time. */
  context?: Record<string, unknown>
  /** Held until then (a gift's delivery date); at once when absent or past. */
  sendAfter?: Date
}

/** An e-mail to log, its addresses checked against its template's recipient role. */
export type EmailRequest = { [T in EmailTemplateName]: TemplateEmailRequest<T> }[EmailTemplateName]

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
      emailRecipient(request.template, request.to),
      request.template,
      JSON.stringify(request.context ?? {}),
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
 * What an e-mail job carries: the rows it sends. Jobs queued before jobs held several name one.
 * `accepted`: the subjects of e-mails SMTP accepted whose rows the database then refused to mark,
 * by id; the job's next attempt marks them instead of sending them again.
 */
export type EmailJobData = ({ emailIds: string[] } | { emailId: string }) & {
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

export function emailIdsOf(data: EmailJobData): string[] {
  return 'emailIds' in data ? data.emailIds : [data.emailId]
}

export interface EmailJob {
  name: 'send'
  data: { emailIds: string[]; accepted?: Record<string, string> }
  opts: { jobId: string; delay: number }
}

/** Jobs under the ids given, each with the e-mails given that id. */
function jobsOf(rows: [jobId: string, row: EmailOutboxRow][]): EmailJob[] {
  const jobs = new Map<string, EmailJob>()
  for (const [jobId, row] of rows) {
    const job = jobs.get(jobId)
    if (job) {
      job.data.emailIds.push(row.id)
      continue
    }
    const delay = row.send_after ? new Date(row.send_after).getTime() - Date.now() : 0
    jobs.set(jobId, {
      name: 'send',
      data: { emailIds: [row.id] },
      opts: { jobId, delay: Math.max(0, delay) },
    })
  }
  return [...jobs.values()]
}

/**
 * The e-mail queue's jobs for e-mails to relay: those due now in jobs of up to `size`, each one
 * held for later (a gift's delivery date) in a delayed job of its own, like a reminder, named after
 * their first e-mail's key. One given a job already (a round whose jobs did not reach Redis) goes
 * in that job again, so adding it again while it is in Redis after all adds nothing.
 */
export function emailJobs(rows: EmailOutboxRow[], size: number): EmailJob[] {
  const given = rows.filter((row) => row.job_id)
  const held = rows.filter((row) => !row.job_id && row.send_after)
  const due = rows.filter((row) => !row.job_id && !row.send_after)
  const assigned: [string, EmailOutboxRow][] = [
    ...given.map((row) => [row.job_id!, row] as [string, EmailOutboxRow]),
    ...held.map((row) => [emailJobId(row.idempotency_key), row] as [string, EmailOutboxRow]),
  ]
  for (let start = 0; start < due.length; start += size) {
    const group = due.slice(start, start + size)
    const jobId = emailJobId(group[0]!.idempotency_key)
    for (const row of group) assigned.push([jobId, row])
  }
  return jobsOf(assigned)
}

/**
 * The jobs that carried e-mails relayed and still waiting in the log, under the ids they were
 * relayed with: one still in Redis is not added twice, and a lost one comes back with the e-mails
 * it has left. A row relayed before jobs held several has no job id: its job's id is its key's.
 */
export function emailJobsAgain(rows: EmailOutboxRow[]): EmailJob[] {
  return jobsOf(rows.map((row) => [row.job_id ?? emailJobId(row.idempotency_key), row]))
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
