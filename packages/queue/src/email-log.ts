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

/**
 * The e-mail queue's job for a logged e-mail. The job id is its key, so adding it again while it
 * is still in Redis adds nothing; one held for later waits as a delayed job, like a reminder, and
 * the sweeper restores it the same way should Redis lose it.
 */
export function emailJob(row: EmailOutboxRow) {
  const delay = row.send_after ? new Date(row.send_after).getTime() - Date.now() : 0
  return {
    name: 'send',
    data: { emailId: row.id },
    opts: { jobId: emailJobId(row.idempotency_key), delay: Math.max(0, delay) },
  }
}
