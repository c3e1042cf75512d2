import type { EntityManager } from '@mikro-orm/postgresql'
import { emailRecipient, type EmailTemplateName, type RecipientAddresses } from '@shop/domain'
import { randomUUID } from 'node:crypto'
import type { EmailOutboxRow } from './outbox.ts'

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

/** What an e-mail job carries: the rows it sends. Jobs queued before jobs held several name one. */
export type EmailJobData = { emailIds: string[] } | { emailId: string }

export function emailIdsOf(data: EmailJobData): string[] {
  return 'emailIds' in data ? data.emailIds : [data.emailId]
}

export interface EmailJob {
  name: 'send'
  data: { emailIds: string[] }
  opts: { jobId: string; delay: number }
}

/**
 * The e-mail queue's jobs for logged e-mails: those due now in jobs of up to `size`, each one held
 * for later (a gift's delivery date) in a delayed job of its own, like a reminder. A job's id is
 * that of its first e-mail's key, so adding it again while it is still in Redis adds nothing.
 */
export function emailJobs(rows: EmailOutboxRow[], size: number): EmailJob[] {
  const job = (group: EmailOutboxRow[], delay = 0): EmailJob => ({
    name: 'send',
    data: { emailIds: group.map((row) => row.id) },
    opts: { jobId: emailJobId(group[0]!.idempotency_key), delay: Math.max(0, delay) },
  })
  const held = rows.filter((row) => row.send_after)
  const due = rows.filter((row) => !row.send_after)
  const jobs = held.map((row) => job([row], new Date(row.send_after!).getTime() - Date.now()))
  for (let start = 0; start < due.length; start += size) {
    jobs.push(job(due.slice(start, start + size)))
  }
  return jobs
}

/**
 * The jobs that carried e-mails still waiting in the log, under the ids they were relayed with:
 * one still in Redis is not added twice, and a lost one comes back with the e-mails it has left.
 * A row relayed before jobs held several has no job id: its job's id is its key's.
 */
export function emailJobsAgain(rows: (EmailOutboxRow & { job_id: string | null })[]): EmailJob[] {
  const jobs = new Map<string, EmailJob>()
  for (const row of rows) {
    const jobId = row.job_id ?? emailJobId(row.idempotency_key)
    const delay = row.send_after ? new Date(row.send_after).getTime() - Date.now() : 0
    const job = jobs.get(jobId)
    if (job) job.data.emailIds.push(row.id)
    else
      jobs.set(jobId, {
        name: 'send',
        data: { emailIds: [row.id] },
        opts: { jobId, delay: Math.max(0, delay) },
      })
  }
  return [...jobs.values()]
}
