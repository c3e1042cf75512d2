import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql, type ShopDatabase } from '@shop/db'
import { sql, type SelectQueryBuilder } from 'kysely'

/**
 * Cancels the delivery reminders not yet sent of an order, or of the orders a query selects: what
 * an order ready, cancelled or erased has no more use for. In the caller's transaction.
 */
export async function cancelUnsentReminders(
  tx: EntityManager,
  orders: string | SelectQueryBuilder<ShopDatabase, 'orders', { id: string }>,
) {
  await typedSql(tx)
    .updateTable('delivery_reminders')
    .set({ cancelled_at: sql`now()` })
    .where('order_id', typeof orders === 'string' ? '=' : 'in', orders)
    .where('sent_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute()
}
