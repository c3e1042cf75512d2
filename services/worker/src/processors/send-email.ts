import type { EntityManager } from '@mikro-orm/postgresql'
import { emailJobRetry } from '@shop/config'
import { deliveryTemplates } from '@shop/domain'
import {
  emailIdsOf,
  emailRetryAt,
  erasedRecipient,
  forgetAfterErasure,
  stillQueued,
  type EmailJobData,
} from '@shop/core'
import { recordEvent } from '@shop/queue'
import { UnrecoverableError, type Job } from 'bullmq'
import { isUuid, uuidArrayLiteral } from '@shop/db'
import DataLoader from 'dataloader'
import pLimit from 'p-limit'
import type { WorkerDeps } from '../context.ts'
import { renderEmail, type ContextLookup, type EmailRow } from '../emails/render-email.ts'
import { sentMarker } from '../emails/sent-marker.ts'

/** See `SentMarkerOptions.gatherMs`: a few e-mails' SMTP answers apart in a burst. */
const sentMarkGatherMs = 10

/** SMTP 5xx answers (bad mailbox, refused sender) will not change on a retry. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/** The row an e-mail is about is gone: retrying cannot help. */
function nothingToRender(sql: string) {
  return new UnrecoverableError(`nothing to render for ${sql.replace(/\s+/g, ' ').slice(0, 60)}`)
}

/**
 * What one job's e-mails are rendered from: the ids a question is asked for in the same turn (the
 * job renders its e-mails side by side) are read in one query, a DataLoader per question. Made
 * per job, so nothing it remembers outlives the job.
 */
function jobContext(em: EntityManager): ContextLookup {
  const loaders = new Map<string, DataLoader<string, unknown>>()
  function loaderOf(sql: string) {
    let loader = loaders.get(sql)
    if (!loader) {
      loader = new DataLoader<string, unknown>(async (ids) => {
        const rows = await em.execute<{ key: string }[]>(sql, [[...ids]])
        const byKey = new Map(rows.map((row) => [row.key, row]))
        return ids.map((id) => byKey.get(id) ?? nothingToRender(sql))
      })
      loaders.set(sql, loader)
    }
    return loader
  }
  return async <T>(sql: string, id: string | null | undefined) => {
    // An id that names no row could only fail the query the other e-mails share.
    if (!id || !isUuid(id)) throw nothingToRender(sql)
    return (await loaderOf(sql).load(id.toLowerCase())) as T
  }
}

/** A map's delivery e-mail marked sent records its event in the same transaction. */
async function markDelivered(em: EntityManager, email: EmailRow, subject: string): Promise<void> {
  await em.transactional(async (tx) => {
    const marked = await tx.execute<{ id: string }[]>(
      `update email_log set status = 'sent', subject = ?, sent_at = now(), last_error = null,
         updated_at = now()
       where id = ? and ${stillQueued} returning id`,
      [subject, email.id],
    )
    if (marked.length) {
      await recordEvent(tx, 'email.delivered', { emailId: email.id, orderId: email.order_id! })
    }
  })
}

interface Failure {
  error: unknown
  /** Retrying cannot help: the row is marked failed. */
  final: boolean
}

/** One run of a job: how its e-mails settle, and what SMTP accepted that is not marked yet. */
interface JobRun {
  one: ContextLookup
  /** Counts an e-mail out of the run; answers whether it was the run's last. */
  settled: () => boolean
  lastAttempt: boolean
  accepted: Record<string, string>
  unmarked: Record<string, string>
}

/**
 * Sends a job's logged e-mails side by side, each rendered afresh, with a Message-ID derived
 * from its key. A map's delivery e-mail records `email.delivered` as it is marked sent, in the
 * same transaction, so completing the order is an event's consequence, retried like any other.
 *
 * Sending twice is kept to a crash's milliseconds. The job first records an attempt on each of
 * its rows that is not sent (a failed one queued again: a job retried from the queue board
 * really sends), so a job that finds the database away sends nothing. An e-mail SMTP accepted is
 * marked sent soon after (with others accepted about then, in one statement); should the
 * database refuse that mark, the job records the acceptance in its own data in Redis before it
 * fails, and its next attempt (or the job the sweeper restores in its place) marks the row
 * instead of sending again. Only a worker dying between SMTP's answer and either record, or
 * Redis refusing the record too, sends twice, and then under the same Message-ID.
 *
 * The job is retried while any of its e-mails may still go out. On its last attempt an e-mail
 * that met a passing fault is marked failed with the time the sweeper sends it again (see
 * `emailRetryAt`); one SMTP refused for good (5xx) or with nothing to render is failed for good.
 */
export function sendEmailProcessor(deps: WorkerDeps) {
  const messageIdDomain = new URL(deps.env.PUBLIC_URL).hostname
  // Only ever used to run statements, so one fork serves every job: it holds no entities.
  const em = deps.orm.em.fork()
  const markSent = sentMarker(em, {
    batch: deps.env.WORKER_EMAIL_CONCURRENCY,
    gatherMs: sentMarkGatherMs,
  })
  // Every job of this worker shares the limit: the e-mails at SMTP at once, whatever the jobs.
  const smtpLimit = pLimit(deps.env.WORKER_EMAIL_CONCURRENCY)
  const retryAt = emailRetryAt({ ...emailJobRetry(deps.env), retryDays: deps.env.EMAIL_RETRY_DAYS })

  /** Hands the e-mail to SMTP unless an earlier attempt did; answers its subject. */
  async function send(run: JobRun, email: EmailRow): Promise<string> {
    const accepted = run.accepted[email.id]
    if (accepted !== undefined) return accepted
    const rendered = await renderEmail(run.one, email, deps)
    await smtpLimit(() =>
      deps.transport.sendMail({
        from: deps.env.MAIL_FROM,
        to: email.recipient,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        messageId: `<${email.idempotency_key}@${messageIdDomain}>`,
        headers: { 'X-Shop-Email-Key': email.idempotency_key },
      }),
    )
    return rendered.subject
  }

  async function deliver(run: JobRun, email: EmailRow): Promise<Failure | undefined> {
    let subject: string
    try {
      subject = await send(run, email)
    } catch (error) {
      run.settled()
      return noteFailure(email, error, run.lastAttempt)
    }
    const last = run.settled()
    try {
      if (email.order_id && deliveryTemplates.has(email.template)) {
        await markDelivered(em, email, subject)
      } else {
        await markSent(email.id, subject, last)
      }
    } catch (error) {
      run.unmarked[email.id] = subject
      return { error, final: false }
    }
  }

  async function noteFailure(
    email: EmailRow,
    error: unknown,
    lastAttempt: boolean,
  ): Promise<Failure> {
    const final = isPermanent(error) || error instanceof UnrecoverableError
    try {
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
      return { error, final }
    } catch (noted) {
      return { error: noted, final: false }
    }
  }

  return async (job: Job<EmailJobData>) => {
    const accepted = job.data.accepted ?? {}
    // Sent already, given up on with an erased account, or queued again in another job: skipped.
    const emails = await em.execute<EmailRow[]>(
      `update email_log set status = 'queued', retry_at = null, updated_at = now(),
         attempts = attempts + (id <> all(?::uuid[]))::int
       where id in (?) and (status <> 'sent') is true and recipient <> ?
         and (job_id is null or job_id = ?)
       returning id, idempotency_key, recipient, template, order_id, context`,
      [
        uuidArrayLiteral(Object.keys(accepted)),
        emailIdsOf(job.data),
        erasedRecipient,
        job.id ?? null,
      ],
    )
    let onTheirWay = emails.length
    const run: JobRun = {
      one: jobContext(em),
      settled: () => --onTheirWay === 0,
      lastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
      accepted,
      unmarked: {},
    }
    // Every send settles before the job ends: a retry must not find one still on its way.
    const failures = (await Promise.all(emails.map((email) => deliver(run, email)))).filter(
      (failure) => failure !== undefined,
    )
    if (Object.keys(run.unmarked).length) {
      await job
        .updateData({ ...job.data, accepted: { ...accepted, ...run.unmarked } })
        .catch((error: unknown) =>
          deps.logger.error({ err: error, jobId: job.id }, 'accepted e-mails not recorded'),
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
