import type { MikroORM } from '@mikro-orm/postgresql'
import { typedSql } from '@shop/db'
import { emailStatuses, type EmailStatus } from '@shop/domain'
import { erasedRecipient, readOutboxHealth } from '@shop/core'
import { sql } from 'kysely'

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
    typedSql(orm.em.fork())
      .selectFrom('email_log')
      .select((eb) => ['status', eb.fn.countAll<string>().as('count')])
      .groupBy('status')
      .execute(),
  ])
  const emails = Object.fromEntries(emailStatuses.map((status) => [status, 0])) as Record<
    EmailStatus,
    number
  >
  for (const row of rows) emails[row.status] = Number(row.count)
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
  const counts = await typedSql(orm.em.fork())
    .selectFrom('email_log')
    .select((eb) => [
      eb.fn
        .countAll<string>()
        .filterWhere((failed) =>
          failed.and([failed('status', '=', 'failed'), failed('recipient', '<>', erasedRecipient)]),
        )
        .as('failedEmails'),
      eb.fn
        .countAll<string>()
        .filterWhere((queued) =>
          queued.and([
            queued('status', '=', 'queued'),
            queued(
              queued.fn.coalesce('send_after', 'created_at'),
              '<',
              sql<string>`now() - make_interval(secs => ${overdueAfterSeconds})`,
            ),
          ]),
        )
        .as('overdueEmails'),
    ])
    .where('status', '<>', 'sent')
    .executeTakeFirstOrThrow()
  return { failedEmails: Number(counts.failedEmails), overdueEmails: Number(counts.overdueEmails) }
}
