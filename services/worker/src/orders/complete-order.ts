import { statusesBefore } from '@shop/domain'
import type { WorkerDeps } from '../context.ts'

/**
 * A ready order becomes completed once every delivery e-mail was sent: one to the buyer for each
 * report, and one to the recipient of each gift. Checked after each of those e-mails and when the
 * order becomes ready, whichever comes last.
 */
export async function completeOrderIfDelivered(
  deps: WorkerDeps,
  orderId: string,
): Promise<boolean> {
  const completed = await deps.orm.em.fork().execute<{ id: string }[]>(
    `update orders o set status = 'completed', completed_at = now(), updated_at = now()
     where o.id = ? and o.status in (?)
       and not exists (
         select 1 from reports r where r.order_id = o.id and (
           r.status <> 'ready'
           or not exists (select 1 from email_log e where e.status = 'sent'
                            and e.idempotency_key = 'report-ready.' || r.id || '.buyer')
           or (r.is_gift and not exists (select 1 from email_log e where e.status = 'sent'
                            and e.idempotency_key = 'report-ready.' || r.id || '.gift'))))
     returning o.id`,
    [orderId, statusesBefore('completed')],
  )
  if (completed.length) deps.logger.info({ orderId }, 'order completed: delivery e-mails sent')
  return completed.length > 0
}
