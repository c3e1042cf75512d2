import { queueEmail } from '@shop/queue'
import type { WorkerDeps } from '../context.ts'

/**
 * Re-queues e-mails relayed a while ago and still waiting in the log: Redis may have lost their
 * job (a restart without persistence). A job that is still there is not added twice.
 */
export async function sweepQueuedEmails(
  deps: WorkerDeps,
  olderThanSeconds: number,
): Promise<number> {
  const rows = await deps.orm.em.fork().execute<{ id: string; idempotency_key: string }[]>(
    `select id, idempotency_key from email_log
       where status = 'queued' and published_at < now() - make_interval(secs => ?)`,
    [olderThanSeconds],
  )
  for (const row of rows) await queueEmail(deps.queues.email, row.id, row.idempotency_key)
  return rows.length
}
