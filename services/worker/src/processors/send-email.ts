import type { EntityManager } from '@mikro-orm/postgresql'
import { deliveryTemplates } from '@shop/domain'
import { emailIdsOf, recordEvent, stillQueued, type EmailJobData } from '@shop/queue'
import { UnrecoverableError, type Job } from 'bullmq'
import { isUuid } from '@shop/db'
import DataLoader from 'dataloader'
import pLimit from 'p-limit'
import type { RenderedEmail } from '@shop/mail'
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
      `update email_log set status = 'sent', subject = ?, sent_at = now(),
         attempts = attempts + 1, last_error = null, updated_at = now()
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

/**
 * Sends a job's logged e-mails side by side. A row no longer queued is not read, so a job that
 * runs twice sends once; the Message-ID is derived from the key, so even a send repeated after a
 * crash between SMTP's acceptance and our bookkeeping is recognisable as the same message by mail
 * systems. Each e-mail is marked sent soon after SMTP accepted it (with others accepted about
 * then, in one statement); a map's delivery e-mail records `email.delivered` in the same
 * transaction, so what follows from it (completing the order) is an event's consequence, retried
 * like any other.
 * The job is retried while any of its e-mails may still go out; those sent are skipped then.
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

  /** `settled` counts the e-mail out of its job's and answers whether it was the job's last. */
  async function send(one: ContextLookup, email: EmailRow, settled: () => boolean) {
    let rendered: RenderedEmail
    let last: boolean
    try {
      rendered = await renderEmail(one, email, deps)
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
    } finally {
      last = settled()
    }
    if (email.order_id && deliveryTemplates.has(email.template)) {
      await markDelivered(em, email, rendered.subject)
    } else {
      await markSent(email.id, rendered.subject, last)
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
        `update email_log set attempts = attempts + 1, last_error = ?, status = ?, updated_at = now()
         where id = ? and ${stillQueued}`,
        [
          String((error as Error).message).slice(0, 1000),
          final || lastAttempt ? 'failed' : 'queued',
          email.id,
        ],
      )
      return { error, final }
    } catch (noted) {
      return { error: noted, final: false }
    }
  }

  return async (job: Job<EmailJobData>) => {
    // Sent already, or given up on (an erased account's e-mails are marked failed): skipped.
    const emails = await em.execute<EmailRow[]>(
      `select id, idempotency_key, recipient, template, order_id, context
       from email_log where id in (?) and ${stillQueued}`,
      [emailIdsOf(job.data)],
    )
    const one = jobContext(em)
    let onTheirWay = emails.length
    const settled = () => --onTheirWay === 0
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1)
    // Every send settles before the job ends: a retry must not find one still on its way.
    const failures = (
      await Promise.all(
        emails.map((email) =>
          send(one, email, settled).then(
            () => undefined,
            (error: unknown) => noteFailure(email, error, lastAttempt),
          ),
        ),
      )
    ).filter((failure) => failure !== undefined)
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
