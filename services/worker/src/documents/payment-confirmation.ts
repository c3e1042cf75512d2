import type { EntityManager } from '@mikro-orm/postgresql'
import { emailKinds, recordEmail } from '@shop/core'
import { typedSql } from '@shop/db'

/**
 * Logs the payment e-mail, whose attachment is the invoice-receipt's original: only once that is
 * typeset, so the e-mail never goes without it.
 */
export async function recordPaymentConfirmation(tx: EntityManager, orderId: string) {
  const order = await typedSql(tx)
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .where('o.id', '=', orderId)
    .select(['u.email as accountEmail', 'o.billing_email as billingEmail'])
    // Shared lock on the buyer: an erasure under way is waited for, so an address it removed is
    // never written to the log again after it.
    .forShare('u')
    .executeTakeFirst()
  if (!order) return
  await recordEmail(tx, {
    key: emailKinds['payment-confirmation'].key(orderId),
    template: 'payment-confirmation',
    to: order,
    orderId,
    context: { orderId },
  })
}
