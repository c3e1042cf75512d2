import { emailJob, type EmailOutboxRow } from '@shop/queue'
import type { WorkerDeps } from '../context.ts'

/**
 * Re-queues e-mails relayed a while ago and still waiting in the log: Redis may have lost their
 * job (a restart without persistence). A job that is still there is not added twice; one held
 * for a gift's delivery date goes back as a delayed job for the time left. Added a relay batch
 * per round trip, as the relay adds them.
 */
export async function sweepQueuedEmails(
  deps: WorkerDeps,
  olderThanSeconds: number,
): Promise<number> {
  const rows = await deps.orm.em.fork().execute<EmailOutboxRow[]>(
    `select id, idempotency_key, send_after from email_log
       where status = 'queued' and published_at < now() - make_interval(secs => ?)`,
    [olderThanSeconds],
  )
  const batchSize = deps.env.OUTBOX_BATCH_SIZE
  for (let start = 0; start < rows.length; start += batchSize) {
    await deps.queues.email.addBulk(rows.slice(start, start + batchSize).map(emailJob))
  }
  return rows.length
}
