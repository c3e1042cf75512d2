import type { EntityManager } from '@mikro-orm/postgresql'
import { emailJobRetry } from '@shop/config'
import { deliveryTemplates } from '@shop/domain'
import {
  emailRetryAt,
  erasedRecipient,
  forgetAfterErasure,
  stillQueued,
  type EmailJobData,
} from '@shop/core'
import { recordEvent } from '@shop/queue'
import { UnrecoverableError, type Job } from 'bullmq'
import { isUuid } from '@shop/db'
import type { WorkerDeps } from '../context.ts'
import { renderEmail, type ContextLookup, type EmailRow } from '../emails/render-email.ts'

/** SMTP 5xx answers (bad mailbox, refused sender) will not change on a retry. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/** The row an e-mail is about is gone: retrying cannot help. */
function nothingToRender(sql: string) {
  return new UnrecoverableError(`nothing to render for ${sql.replace(/\s+/g, ' ').slice(0, 60)}`)
}

/** Reads the row an e-mail is rendered from, by the id of the row it is about. */
function contextOf(em: EntityManager): ContextLookup {
  return async <T>(sql: string, id: string | null | undefined) => {
    if (!id || !isUuid(id)) throw nothingToRender(sql)
    const [row] = await em.execute<T[]>(sql, [[id.toLowerCase()]])
    if (!row) throw nothingToRender(sql)
    return row
  }
}

/**
 * Marks the e-mail's row sent; answers nothing when it is no longer queued (erased with its
 * account while on its way: what was rendered from the account is not written back). A map's
 * delivery e-mail records `email.delivered` in the same transaction, so completing the order is
 * an event's consequence, retried like any other.
 */
async function markSent(em: EntityManager, email: EmailRow, subject: string): Promise<void> {
  await em.transactional(async (tx) => {
    const marked = await tx.execute<{ id: string }[]>(
      `update email_log set status = 'sent', subject = ?, sent_at = now(), last_error = null,
         updated_at = now(), ${forgetAfterErasure}
       where id = ? and ${stillQueued} returning id`,
      [subject, email.id],
    )
    if (marked.length && email.order_id && deliveryTemplates.has(email.template)) {
      await recordEvent(tx, 'email.delivered', { emailId: email.id, orderId: email.order_id })
    }
  })
}

/**
 * Sends a job's logged e-mail, rendered afresh, with a Message-ID derived from its key.
 *
 * Sending twice is kept to a crash's milliseconds. The job first records an attempt on the row
 * unless it is sent (a failed one queued again: a job retried from the queue board really
 * sends), so a job that finds the database away sends nothing. Once SMTP accepted the e-mail the
 * row is marked sent; should the database refuse that mark, the job records the acceptance in its
 * own data in Redis before it fails, and its next attempt (or the job the sweeper restores in its
 * place) marks the row instead of sending again. Only a worker dying between SMTP's answer and
 * either record, or Redis refusing the record too, sends twice, and then under the same
 * Message-ID.
 *
 * On the job's last attempt an e-mail that met a passing fault is marked failed with the time the
 * sweeper sends it again (see `emailRetryAt`); one SMTP refused for good (5xx) or with nothing to
 * render is failed for good.
 */
export function sendEmailProcessor(deps: WorkerDeps) {
  const messageIdDomain = new URL(deps.env.PUBLIC_URL).hostname
  // Only ever used to run statements, so one fork serves every job: it holds no entities.
  const em = deps.orm.em.fork()
  const lookup = contextOf(em)
  const retryAt = emailRetryAt({ ...emailJobRetry(deps.env), retryDays: deps.env.EMAIL_RETRY_DAYS })

  async function send(email: EmailRow): Promise<string> {
    const rendered = await renderEmail(lookup, email, deps)
    await deps.transport.sendMail({
      from: deps.env.MAIL_FROM,
      to: email.recipient,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      messageId: `<${email.idempotency_key}@${messageIdDomain}>`,
      headers: { 'X-Shop-Email-Key': email.idempotency_key },
    })
    return rendered.subject
  }

  /** Records why the e-mail did not go; answers the error the job ends with. */
  async function noteFailure(email: EmailRow, error: unknown, lastAttempt: boolean) {
    const final = isPermanent(error) || error instanceof UnrecoverableError
    await em.execute(
      `update email_log set last_error = ?, status = ?, updated_at = now(),
         retry_at = case when ?::boolean then ${retryAt} end
       where id = ? and ${stillQueued}`,
      [
        String((error as Error).message).slice(0, 1000),
        final || lastAttempt ? 'failed' : 'queued',
        lastAttempt && !final,
        email.id,
      ],
    )
    if (final || lastAttempt) {
      await em.execute(
        `update email_log set ${forgetAfterErasure}
         where id = ? and status = 'failed' and retry_at is null`,
        [email.id],
      )
    }
    if (!final || error instanceof UnrecoverableError) return error
    return new UnrecoverableError((error as Error).message)
  }

  return async (job: Job<EmailJobData>) => {
    const { emailId, accepted } = job.data
    // Sent already, given up on with an erased account, or queued again in another job: skipped.
    const [email] = await em.execute<EmailRow[]>(
      `update email_log set status = 'queued', retry_at = null, updated_at = now(),
         attempts = attempts + ?::int
       where id = ? and (status <> 'sent') is true and recipient <> ?
         and (job_id is null or job_id = ?)
       returning id, idempotency_key, recipient, template, order_id, context`,
      [accepted === undefined ? 1 : 0, emailId, erasedRecipient, job.id ?? null],
    )
    if (!email) return
    let subject: string
    try {
      subject = accepted ?? (await send(email))
    } catch (error) {
      throw await noteFailure(email, error, job.attemptsMade + 1 >= (job.opts.attempts ?? 1))
    }
    try {
      await markSent(em, email, subject)
    } catch (error) {
      if (accepted === undefined) {
        await job
          .updateData({ ...job.data, accepted: subject })
          .catch((recording: unknown) =>
            deps.logger.error({ err: recording, jobId: job.id }, 'accepted e-mail not recorded'),
          )
      }
      throw error
    }
  }
}
