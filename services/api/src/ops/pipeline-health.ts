import type { MikroORM } from '@mikro-orm/postgresql'
import { emailStatuses, type EmailStatus } from '@shop/domain'
import { erasedRecipient, readOutboxHealth } from '@shop/core'

export interface PipelineHealth {
  /** Age of the oldest event whose consequences are not written yet. */
  outboxLagSeconds: number
  unhandledEvents: number
  /** E-mails in the e-mail log by status. */
  emails: Record<EmailStatus, number>
}

/** The event pipeline as the database sees it: what /healthz reports and /metrics exports. */
export async function readPipelineHealth(orm: MikroORM): Promise<PipelineHealth> {
  const [outbox, rows] = await Promise.all([
    readOutboxHealth(orm.em),
    orm.em
      .fork()
      .execute<{ status: EmailStatus; count: number }[]>(
        `select status, count(*)::int as count from email_log group by status`,
      ),
  ])
  const emails = Object.fromEntries(emailStatuses.map((status) => [status, 0])) as Record<
    EmailStatus,
    number
  >
  for (const row of rows) emails[row.status] = row.count
  return { outboxLagSeconds: outbox.lagSeconds, unhandledEvents: outbox.unhandled, emails }
}

/**
 * E-mails someone is waiting for: failed ones (an erased account's never will be sent and count
 * for nothing), and those still queued `overdueAfterSeconds` after they were due.
 */
export async function readEmailsInTrouble(
  orm: MikroORM,
  overdueAfterSeconds: number,
): Promise<{ failedEmails: number; overdueEmails: number }> {
  const [counts] = await orm.em.fork().execute<{ failedEmails: number; overdueEmails: number }[]>(
    `select count(*) filter (where status = 'failed' and recipient <> ?)::int as "failedEmails",
       count(*) filter (where status = 'queued'
         and coalesce(send_after, created_at) < now() - make_interval(secs => ?))::int
         as "overdueEmails"
     from email_log where status <> 'sent'`,
    [erasedRecipient, overdueAfterSeconds],
  )
  return counts!
}
