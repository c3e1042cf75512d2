import type { EntityManager } from '@mikro-orm/postgresql'
import { emailJobRetry } from '@shop/config'
import {
  deliveryKinds,
  emailRetryAt,
  NothingToRender,
  loggedEmailAttachments,
  renderLoggedEmail,
  loggedEmailNotSent,
  erasedRecipient,
  forgetAfterErasure,
  stillQueued,
  recordEvent,
  type EmailJobData,
} from '@shop/core'
import { UnrecoverableError, type Job } from 'bullmq'
import { typedSql } from '@shop/db'
import { sql, type SqlBool } from 'kysely'
import pLimit from 'p-limit'
import { shopContact, type WorkerDeps } from '../context.ts'

/**
 * Will not change on a retry: an SMTP 5xx answer (bad mailbox, refused sender), or the row the
 * e-mail is about gone.
 */
function isPermanent(error: unknown): boolean {
  if (error instanceof NothingToRender || error instanceof UnrecoverableError) return true
  const code = (error as { responseCode?: number }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/** An e-mail a job sends, as its attempt was recorded. */
type EmailRow = Awaited<ReturnType<typeof startAttempts>>[number]

/**
 * Records an attempt on each of the job's e-mails that is not sent (one whose acceptance the job
 * recorded was attempted already) and answers them: sent already, given up on with an erased
 * account, or queued again in another job, an e-mail is skipped.
 */
function startAttempts(em: EntityManager, job: Job<EmailJobData>, acceptedIds: string[]) {
  return typedSql(em)
    .updateTable('email_log')
    .set((eb) => ({
      status: 'queued',
      retry_at: null,
      updated_at: sql`now()`,
      attempts: eb(
        'attempts',
        '+',
        eb.cast<number>(eb.not(eb('id', '=', eb.fn.any(eb.val(acceptedIds)))), 'integer'),
      ),
    }))
    .where('id', 'in', job.data.emailIds)
    .where(sql<SqlBool>`(status <> 'sent') is true`)
    .where('recipient', '<>', erasedRecipient)
    .where((eb) => eb.or([eb('job_id', 'is', null), eb('job_id', '=', job.id ?? null)]))
    .returning(['id', 'idempotency_key', 'recipient', 'template', 'order_id', 'context'])
    .execute()
}

function markSentStatement(em: EntityManager, email: EmailRow, subject: string) {
  return typedSql(em)
    .updateTable('email_log')
    .set((eb) => ({
      status: 'sent',
      subject,
      sent_at: sql`now()`,
      last_error: null,
      updated_at: sql`now()`,
      ...forgetAfterErasure(eb),
    }))
    .where('id', '=', email.id)
    .where(stillQueued)
    .returning('id')
}

/**
 * Marks the e-mail's row sent, unless it is no longer queued (erased with its account while on
 * its way: what was rendered from the account is not written back). A map's delivery e-mail
 * records `email.delivered` in the same transaction, so completing the order is an event's
 * consequence, retried like any other; any other e-mail is one statement.
 */
async function markSent(em: EntityManager, email: EmailRow, subject: string): Promise<void> {
  const orderId = email.order_id
  if (!orderId || !deliveryKinds.has(email.template)) {
    await markSentStatement(em, email, subject).execute()
    return
  }
  await em.transactional(async (tx) => {
    const marked = await markSentStatement(tx, email, subject).execute()
    if (marked.length) await recordEvent(tx, 'email.delivered', { emailId: email.id, orderId })
  })
}

interface Failure {
  error: unknown
  /** Retrying cannot help: the row is marked failed. */
  final: boolean
}

/**
 * Sends a job's logged e-mails side by side, each rendered afresh by its kind, with a Message-ID
 * derived from its key, and marks each sent as SMTP accepts it.
 *
 * Sending twice is kept to a crash's milliseconds. The job first records an attempt on each of its
 * rows that is not sent (a failed one queued again: a job retried from the queue board really
 * sends), in one statement, so a job that finds the database away sends nothing. Once SMTP
 * accepted an e-mail its row is marked sent; should the database refuse that mark, the job records
 * the acceptance in its own data in Redis before it fails, and its next attempt (or the job the
 * sweeper restores in its place) marks the row instead of sending again. Only a worker dying
 * between SMTP's answer and either record, or Redis refusing the record too, sends twice, and then
 * under the same Message-ID.
 *
 * The job is retried while any of its e-mails may still go out. On its last attempt an e-mail that
 * met a passing fault is marked failed with the time the sweeper sends it again (see
 * `emailRetryAt`); one SMTP refused for good (5xx) or with nothing to render is failed for good.
 */
export function sendEmailProcessor(deps: WorkerDeps) {
  const messageIdDomain = new URL(deps.env.PUBLIC_URL).hostname
  // Only ever used to run statements, so one fork serves every job: it holds no entities.
  const em = deps.orm.em.fork()
  const contact = shopContact(deps.env)
  // Every job of this worker shares the limit: the e-mails at SMTP at once, whatever the jobs.
  const smtpLimit = pLimit(deps.env.WORKER_EMAIL_CONCURRENCY)
  const retryAt = emailRetryAt({ ...emailJobRetry(deps.env), retryDays: deps.env.EMAIL_RETRY_DAYS })

  async function send(email: EmailRow): Promise<string> {
    const rendered = await renderLoggedEmail(em, email, deps.env, contact)
    const attachments = await loggedEmailAttachments(em, deps.storage, email)
    await smtpLimit(() =>
      deps.transport.sendMail({
        from: deps.env.MAIL_FROM,
        to: email.recipient,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        attachments,
        messageId: `<${email.idempotency_key}@${messageIdDomain}>`,
        headers: { 'X-Shop-Email-Key': email.idempotency_key },
      }),
    )
    return rendered.subject
  }

  /** Records why the e-mail did not go, and gives back what it claimed to go. */
  async function noteFailure(email: EmailRow, error: unknown, lastAttempt: boolean) {
    const final = isPermanent(error)
    await loggedEmailNotSent(em, email)
    const db = typedSql(em)
    await db
      .updateTable('email_log')
      .set({
        last_error: String((error as Error).message).slice(0, 1000),
        status: final || lastAttempt ? 'failed' : 'queued',
        updated_at: sql`now()`,
        retry_at: lastAttempt && !final ? retryAt : null,
      })
      .where('id', '=', email.id)
      .where(stillQueued)
      .execute()
    if (final || lastAttempt) {
      await db
        .updateTable('email_log')
        .set(forgetAfterErasure)
        .where('id', '=', email.id)
        .where('status', '=', 'failed')
        .where('retry_at', 'is', null)
        .execute()
    }
    return { error, final }
  }

  return async (job: Job<EmailJobData>) => {
    const accepted = job.data.accepted ?? {}
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1)
    // Sent already, given up on with an erased account, or queued again in another job: skipped.
    const emails = await startAttempts(em, job, Object.keys(accepted))
    const unmarked: Record<string, string> = {}

    async function deliver(email: EmailRow): Promise<Failure | undefined> {
      let subject: string
      try {
        subject = accepted[email.id] ?? (await send(email))
      } catch (error) {
        return noteFailure(email, error, lastAttempt).catch((noting: unknown) => ({
          error: noting,
          final: false,
        }))
      }
      try {
        await markSent(em, email, subject)
      } catch (error) {
        unmarked[email.id] = subject
        return { error, final: false }
      }
    }

    // Every send settles before the job ends: a retry must not find one still on its way.
    const failures = (await Promise.all(emails.map(deliver))).filter((failure) => !!failure)
    if (Object.keys(unmarked).length) {
      await job
        .updateData({ ...job.data, accepted: { ...accepted, ...unmarked } })
        .catch((recording: unknown) =>
          deps.logger.error({ err: recording, jobId: job.id }, 'accepted e-mails not recorded'),
        )
    }
    const retry = failures.find((failure) => !failure.final)
    if (retry) throw retry.error
    const [failure] = failures
    if (failure) {
      throw failure.error instanceof UnrecoverableError
        ? failure.error
        : new UnrecoverableError((failure.error as Error).message)
    }
  }
}
