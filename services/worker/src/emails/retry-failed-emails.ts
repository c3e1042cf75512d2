import { requeueFailedEmails } from '@shop/core'
import { sql } from 'kysely'
import type { WorkerDeps } from '../context.ts'

/**
 * Queues again the failed e-mails whose time to retry came (an SMTP outage outlasted their
 * job's attempts); each that fails again gets a later time, until EMAIL_RETRY_DAYS are past.
 */
export async function retryFailedEmails(deps: Pick<WorkerDeps, 'orm'>): Promise<number> {
  return (
    await requeueFailedEmails(deps.orm.em.fork(), (eb) => eb('retry_at', '<=', sql<string>`now()`))
  ).length
}
