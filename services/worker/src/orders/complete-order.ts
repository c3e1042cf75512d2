import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql } from '@shop/db'
import { canTransition } from '@shop/domain'
import { emailKinds, transitionOrder } from '@shop/core'
import { sql, type Expression } from 'kysely'
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
  const order = await typedSql(tx)
    .selectFrom('orders as o')
    .select((eb) => [
      'o.status',
      eb
        .cast<number>(
          eb
            .selectFrom('reports as r')
            .select((count) => count.fn.countAll().as('count'))
            .whereRef('r.order_id', '=', 'o.id')
            .where((r) => {
              const sent = (kind: DeliveryKind) =>
                r.exists(
                  r
                    .selectFrom('email_log as e')
                    .select('e.id')
                    .where('e.status', '=', 'sent')
                    .where('e.idempotency_key', '=', deliveryKey(kind, r.ref('r.id'))),
                )
              return r.or([
                r('r.status', '<>', 'ready'),
                r.not(sent('report-ready')),
                r.and([r('r.is_gift', '=', true), r.not(sent('gift-report-ready'))]),
              ])
            }),
          'integer',
        )
        .as('undelivered'),
    ])
    .where('o.id', '=', orderId)
    .forUpdate()
    .executeTakeFirst()
  if (!order || order.undelivered > 0 || !canTransition(order.status, 'completed')) return false
  await transitionOrder(tx, orderId, 'completed')
  logger.info({ orderId }, 'order completed: delivery e-mails sent')
  return true
}

type DeliveryKind = 'report-ready' | 'gift-report-ready'

/** A map delivery e-mail's key for a report's id, built in SQL from the kind's one format. */
function deliveryKey(kind: DeliveryKind, reportId: Expression<string>) {
  const [before, after] = emailKinds[kind].key('\u0000').split('\u0000')
  return sql<string>`${before}::text || ${reportId} || ${after}::text`
}
