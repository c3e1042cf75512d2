import type { EntityManager } from '@mikro-orm/postgresql'
import { deliveryTemplates } from '@shop/domain'
import { recordEvent } from '@shop/queue'
import { UnrecoverableError, type Job } from 'bullmq'
import type { WorkerDeps } from '../context.ts'
import { renderEmail, type EmailRow } from '../emails/render-email.ts'

/** SMTP 5xx answers (bad mailbox, refused sender) will not change on a retry. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/**
 * Marks a sent e-mail's row; answers false when the row is no longer queued: it was erased with
 * its account while this e-mail was on its way, and what was rendered from the account's data is
 * not written back.
 */
async function markSent(em: EntityManager, emailId: string, subject: string): Promise<boolean> {
  const marked = await em.execute<{ id: string }[]>(
    `update email_log set status = 'sent', subject = ?, sent_at = now(),
       attempts = attempts + 1, last_error = null, updated_at = now()
     where id = ? and status = 'queued' returning id`,
    [subject, emailId],
  )
  return marked.length > 0
}

/**
 * Sends one logged e-mail. A row already marked sent is skipped, so a job that runs twice sends
 * once; the Message-ID is derived from the key, so even a send repeated after a crash between
 * SMTP's acceptance and our bookkeeping is recognisable as the same message by mail systems.
 * A map's delivery e-mail marked sent records `email.delivered` in the same transaction, so what
 * follows from it (completing the order) is an event's consequence, retried like any other.
 */
export function sendEmailProcessor(deps: WorkerDeps) {
  const messageIdDomain = new URL(deps.env.PUBLIC_URL).hostname
  return async (job: Job<{ emailId: string }>) => {
    const em = deps.orm.em.fork()
    const [email] = await em.execute<(EmailRow & { status: string })[]>(
      `select id, idempotency_key, recipient, template, order_id, context, status
       from email_log where id = ?`,
      [job.data.emailId],
    )
    // Sent already, or given up on (an erased account's e-mails are marked failed).
    if (!email || email.status !== 'queued') return
    try {
      const rendered = await renderEmail(em, email, deps)
      await deps.transport.sendMail({
        from: deps.env.MAIL_FROM,
        to: email.recipient,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        messageId: `<${email.idempotency_key}@${messageIdDomain}>`,
        headers: { 'X-Shop-Email-Key': email.idempotency_key },
      })
      // A map's delivery e-mail records its event in the same transaction; any other is marked in
      // one statement, without the two extra round trips a transaction costs.
      if (email.order_id && deliveryTemplates.has(email.template)) {
        const orderId = email.order_id
        await em.transactional(async (tx) => {
          if (await markSent(tx, email.id, rendered.subject)) {
            await recordEvent(tx, 'email.delivered', { emailId: email.id, orderId })
          }
        })
      } else {
        await markSent(em, email.id, rendered.subject)
      }
    } catch (error) {
      const final = isPermanent(error) || error instanceof UnrecoverableError
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1)
      await em.execute(
        `update email_log set attempts = attempts + 1, last_error = ?, status = ?, updated_at = now()
         where id = ? and status = 'queued'`,
        [
          String((error as Error).message).slice(0, 1000),
          final || lastAttempt ? 'failed' : 'queued',
          email.id,
        ],
      )
      if (final && !(error instanceof UnrecoverableError))
        throw new UnrecoverableError((error as Error).message)
      throw error
    }
  }
}
