import type { EntityManager } from '@mikro-orm/postgresql'
import { canTransition, type OrderStatus } from '@shop/domain'
import { emailKinds, transitionOrder } from '@shop/core'
import type { Logger } from 'pino'

/**
 * A ready order becomes completed once every delivery e-mail was sent: one to the buyer for each
 * report, and one to the recipient of each gift. Checked by the events of each of those e-mails
 * (email.delivered) and of the order becoming ready (order.ready), whichever comes last; the order
 * row is locked, so two e-mails finishing together complete it once.
 */
export async function completeOrderIfDelivered(
  tx: EntityManager,
  orderId: string,
  logger: Logger,
): Promise<boolean> {
  const [order] = await tx.execute<{ status: OrderStatus; undelivered: number }[]>(
    `select o.status, (select count(*) from reports r where r.order_id = o.id and (
         r.status <> 'ready'
         or not exists (select 1 from email_log e where e.status = 'sent'
                          and e.idempotency_key = ${sqlKey('report-ready')})
         or (r.is_gift and not exists (select 1 from email_log e where e.status = 'sent'
                          and e.idempotency_key = ${sqlKey('gift-report-ready')}))))::int as undelivered
     from orders o where o.id = ? for update`,
    [orderId],
  )
  if (!order || order.undelivered > 0 || !canTransition(order.status, 'completed')) return false
  await transitionOrder(tx, orderId, 'completed')
  logger.info({ orderId }, 'order completed: delivery e-mails sent')
  return true
}

/** A map delivery e-mail's key as SQL over a report row `r`, built from the kind's one format. */
function sqlKey(kind: 'report-ready' | 'gift-report-ready'): string {
  const [before, after] = emailKinds[kind].key('\u0000').split('\u0000')
  return `'${before}' || r.id || '${after}'`
}
