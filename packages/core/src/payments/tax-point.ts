import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql, vatRateNow } from '@shop/db'
import { inFlightPaymentStatuses, vatAndTotal } from '@shop/domain'
import { sql } from 'kysely'

/**
 * Gives an unpaid order the VAT in force at its tax point, the moment it is paid, and answers the
 * total to charge. An order created before a change of rate and paid after it pays the new rate.
 * Called in the payment's transaction with the order row locked, just before the card is charged:
 * the amount charged is the one written here, and the invoice-receipt prints it.
 */
export async function priceAtTaxPoint(tx: EntityManager, orderId: string): Promise<number> {
  const db = typedSql(tx)
  const order = await db
    .selectFrom('orders')
    .select(['subtotal_agorot', 'discount_agorot', 'vat_rate_basis_points', 'total_agorot'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  const rate = await vatRateNow(tx)
  if (rate === order.vat_rate_basis_points) return order.total_agorot
  const priced = vatAndTotal(order.subtotal_agorot, order.discount_agorot, rate)
  await db
    .updateTable('orders')
    .set({
      vat_rate_basis_points: priced.vatRateBasisPoints,
      vat_agorot: priced.vat,
      total_agorot: priced.total,
      updated_at: sql`now()`,
    })
    .where('id', '=', orderId)
    .execute()
  return priced.total
}

/**
 * Whether an attempt to pay the order is under way (claimed, or charged and not yet recorded):
 * the order must not change under it, nor be paid a second time.
 */
export async function paymentUnderWay(tx: EntityManager, orderId: string): Promise<boolean> {
  const attempt = await typedSql(tx)
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', 'in', inFlightPaymentStatuses)
    .executeTakeFirst()
  return attempt !== undefined
}
