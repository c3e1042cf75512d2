import { emailJobs, type EmailJobData } from '@shop/core'
import { typedSql } from '@shop/db'
import { sql } from 'kysely'
import type { WorkerDeps } from '../context.ts'
import { relayBatchSize } from '../outbox-relay.ts'

/**
 * Re-queues e-mails relayed a while ago and still waiting in the log: Redis may have lost their
 * job (a restart without persistence). Each goes back under the job id it was relayed with, so a
 * job that is still there is not added twice; one held for a gift's delivery date goes back as a
 * delayed job for the time left. Added a relay batch of jobs per round trip, as the relay adds
 * them.
 */
export async function sweepQueuedEmails(
  deps: Pick<WorkerDeps, 'orm' | 'queues'>,
  olderThanSeconds: number,
): Promise<number> {
  const rows = await typedSql(deps.orm.em.fork())
    .selectFrom('email_log')
    .select(['id', 'idempotency_key', 'send_after', 'job_id'])
    .where('status', '=', 'queued')
    .where('published_at', '<', sql<string>`now() - make_interval(secs => ${olderThanSeconds})`)
    .execute()
  const jobs = emailJobs(rows)
  for (const job of jobs) {
    // Finished with its row still queued (the database refused to mark what SMTP accepted on
    // every attempt): nothing will run it again, so it goes back as a new job.
    const finished = await deps.queues.email.getJob(job.opts.jobId)
    if (finished && ((await finished.isCompleted()) || (await finished.isFailed()))) {
      // What SMTP accepted and the database did not record goes on to the job in its place.
      const { accepted } = finished.data as EmailJobData
      if (accepted) job.data.accepted = accepted
      await finished.remove()
    }
  }
  for (let start = 0; start < jobs.length; start += relayBatchSize) {
    await deps.queues.email.addBulk(jobs.slice(start, start + relayBatchSize))
  }
  return rows.length
}
