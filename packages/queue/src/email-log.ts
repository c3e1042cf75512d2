import type { EntityManager } from '@mikro-orm/postgresql'
import type { EmailTemplateName } from '@shop/domain'
import type { Queue } from 'bullmq'
import { randomUUID } from 'node:crypto'

export interface EmailRequest {
  /** What makes this e-mail unique: the same key is never sent twice. */
  key: string
  recipient: string
  template: EmailTemplateName
  orderId?: string
  /** Ids (and a manager's own subject and text) the template is rendered from at send time. */
  context?: Record<string, unknown>
}

/** BullMQ job ids may not contain ':'; keys use '.' as separator already, this keeps it so. */
export function emailJobId(key: string): string {
  return `email.${key.replace(/:/g, '.')}`
}

/** Adds the e-mail to the log unless its key is already there; answers the row id either way. */
export async function recordEmail(em: EntityManager, request: EmailRequest): Promise<string> {
  const [inserted] = await em.execute<{ id: string }[]>(
    `insert into email_log (id, idempotency_key, order_id, recipient, template, context, status,
       attempts, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?::jsonb, 'queued', 0, now(), now())
     on conflict (idempotency_key) do nothing returning id`,
    [
      randomUUID(),
      request.key,
      request.orderId ?? null,
      request.recipient,
      request.template,
      JSON.stringify(request.context ?? {}),
    ],
  )
  if (inserted) return inserted.id
  const [existing] = await em.execute<{ id: string }[]>(
    `select id from email_log where idempotency_key = ?`,
    [request.key],
  )
  return existing!.id
}

/** Puts a logged e-mail on the e-mail queue; the job id is its key, so a repeat adds nothing. */
export async function queueEmail(queue: Queue, emailId: string, key: string): Promise<void> {
  await queue.add('send', { emailId }, { jobId: emailJobId(key) })
}
