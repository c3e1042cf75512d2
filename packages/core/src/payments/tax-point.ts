import type { EntityManager } from '@mikro-orm/postgresql'
import { readVatRates, typedSql } from '@shop/db'
import { vatAndTotal, vatRateAt } from '@shop/domain'
import { sql } from 'kysely'

/**
 * Gives an unpaid order the VAT in force at its tax point, the moment it is paid, and answers the
 * total to charge. An order created before a change of rate and paid after it pays the new rate.
 * Called in the payment's transaction with the order row locked, just before the card is charged:
 * the amount charged is the one written here, and the invoice-receipt prints it.
 */
export async function priceAtTaxPoint(
  tx: EntityManager,
  orderId: string,
  at: Date = new Date(),
): Promise<number> {
  const db = typedSql(tx)
  const order = await db
    .selectFrom('orders')
    .select(['subtotal_agorot', 'discount_agorot', 'vat_rate_basis_points', 'total_agorot'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  const rate = vatRateAt(await readVatRates(tx), at)
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
