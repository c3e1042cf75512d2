import { queueEmail } from '@shop/queue'
import type { WorkerDeps } from '../context.ts'

/** Puts already-logged e-mails (by key) that still wait to be sent on the e-mail queue. */
export async function queueLoggedEmails(deps: WorkerDeps, keys: string[]): Promise<void> {
  if (keys.length === 0) return
  const rows = await deps.orm.em
    .fork()
    .execute<{ id: string; idempotency_key: string }[]>(
      `select id, idempotency_key from email_log where idempotency_key in (?) and status = 'queued'`,
      [keys],
    )
  for (const row of rows) await queueEmail(deps.queues.email, row.id, row.idempotency_key)
}

/**
 * Re-queues e-mails still waiting in the log: their job may have been lost with Redis or never
 * added after a crash. A job that is still there is not added twice.
 */
export async function sweepQueuedEmails(deps: WorkerDeps, olderThanSeconds = 60): Promise<number> {
  const rows = await deps.orm.em.fork().execute<{ id: string; idempotency_key: string }[]>(
    `select id, idempotency_key from email_log
       where status = 'queued' and created_at < now() - make_interval(secs => ?)`,
    [olderThanSeconds],
  )
  for (const row of rows) await queueEmail(deps.queues.email, row.id, row.idempotency_key)
  return rows.length
}
