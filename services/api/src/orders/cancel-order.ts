import type { EntityManager } from '@mikro-orm/postgresql'
import { isUuid, typedSql } from '@shop/db'
import { he, mapsDelivered, refundableStatuses } from '@shop/domain'
import {
  cancelUnsentReminders,
  emailKinds,
  issueCreditInvoice,
  nextDocumentNumber,
  recordEmail,
  transitionOrder,
  transitionPayment,
  type PaymentProvider,
  type SellerContact,
} from '@shop/core'
import { sql, type NotNull } from 'kysely'
import type { Logger } from 'pino'
import { AppError } from '../http/app-error.ts'

export interface CancelOrderDeps {
  em: EntityManager
  provider: PaymentProvider
  logger: Logger
  /** Printed on the credit invoice the cancellation issues. */
  sellerContact: SellerContact
}

/**
 * An order as the rules of cancelling read it, with its buyer's addresses; `lock` holds its row
 * until the caller's transaction ends.
 */
export async function cancellationOrder(
  db: EntityManager,
  orderId: string,
  { lock = false }: { lock?: boolean } = {},
) {
  let query = typedSql(db)
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select((eb) => [
      'o.id',
      'o.status',
      'o.paid_at as paidAt',
      'o.user_id as userId',
      'u.email as accountEmail',
      'o.billing_email as billingEmail',
      eb
        .selectFrom('reports as r')
        .whereRef('r.order_id', '=', 'o.id')
        .where('r.status', '=', 'ready')
        .select((count) => count.fn.countAll<string>().as('n'))
        .as('deliveredReports'),
    ])
    .where('o.id', '=', orderId)
    .where('o.deleted_at', 'is', null)
  if (lock) query = query.forUpdate('o')
  const order = await query.executeTakeFirst()
  if (!order) return undefined
  return { ...order, deliveredReports: Number(order.deliveredReports ?? 0) }
}

async function lockCancellableOrder(tx: EntityManager, orderId: string, evenIfDelivered: boolean) {
  if (!isUuid(orderId)) throw new AppError('notFound', he.order.orderNotFound)
  const order = await cancellationOrder(tx, orderId, { lock: true })
  if (!order) throw new AppError('notFound', he.order.orderNotFound)
  const delivered = mapsDelivered(order)
  if (delivered && !evenIfDelivered) throw new AppError('conflict', he.admin.orderAlreadyDelivered)
  if (!delivered && !refundableStatuses.includes(order.status)) {
    throw new AppError('conflict', he.admin.orderNotCancellable)
  }
  const payment = await typedSql(tx)
    .selectFrom('payments')
    .select(['id', 'provider_reference'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'captured')
    .where('provider_reference', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .$narrowType<{ provider_reference: NotNull }>()
    .executeTakeFirst()
  if (!payment) throw new AppError('conflict', he.admin.capturedPaymentMissing)
  return { ...order, payment }
}

/**
 * A manager, or a buyer's cancellation request (managerId null), cancels a paid order whose maps
 * were not delivered (or, `evenIfDelivered`, a manager accepting a buyer's request). One
 * transaction, with the order row locked throughout so a concurrent upload or second cancel waits
 * and then finds it cancelled: the next credit invoice number (the counter row, gap-free), the
 * transition to cancelled (recording order.cancelled, whose handler removes the reminders' delayed
 * jobs), who cancelled and why, the payment marked refunded, the coupon use given back, the
 * reminders cancelled, the credit invoice issued with its content frozen and the buyer's e-mail
 * logged. The provider's refund comes last, so when it fails every one of those rolls back and
 * nothing has changed. Unlike a charge, the provider call runs inside the transaction: a
 * cancellation is rare (a few a day at most, buyers' requests included), and while it waits it
 * holds only this order and the credit counter, which other cancellations must wait for anyway;
 * refunding outside it would need a recorded intent and a sweeper to finish it, as payments have.
 */
export async function cancelOrder(
  { em, provider, logger, sellerContact }: CancelOrderDeps,
  orderId: string,
  managerId: string | null,
  reason: string,
  options: {
    /** More of the same change (a buyer's cancellation request settled), in its transaction. */
    alongside?: (tx: EntityManager) => Promise<void>
    /** A manager accepting a buyer's request may refund maps already delivered. */
    evenIfDelivered?: boolean
  } = {},
): Promise<{ creditNumber: number }> {
  let refunded = false
  try {
    return await em.transactional(async (tx) => {
      const order = await lockCancellableOrder(tx, orderId, options.evenIfDelivered ?? false)
      const db = typedSql(tx)
      const creditNumber = await nextDocumentNumber(tx, 'credit_number')
      await transitionOrder(tx, orderId, 'cancelled')
      await db
        .updateTable('orders')
        .set({ cancelled_by_id: managerId, cancel_reason: reason, credit_number: creditNumber })
        .where('id', '=', orderId)
        .execute()
      await transitionPayment(tx, order.payment.id, 'refunded')
      await issueCreditInvoice(tx, orderId, sellerContact)
      await db
        .with('released', (cte) =>
          cte
            .deleteFrom('coupon_redemptions')
            .where('order_id', '=', orderId)
            .returning('coupon_id'),
        )
        .updateTable('coupons as c')
        .from('released')
        .set((eb) => ({ times_used: eb('c.times_used', '-', 1), updated_at: sql`now()` }))
        .whereRef('c.id', '=', 'released.coupon_id')
        .where('c.times_used', '>', 0)
        .execute()
      await cancelUnsentReminders(tx, orderId)
      await recordEmail(tx, {
        key: emailKinds['order-cancelled'].key(orderId),
        to: order,
        template: 'order-cancelled',
        orderId,
        context: { orderId },
      })
      await options.alongside?.(tx)
      try {
        await provider.refund(order.payment.provider_reference)
      } catch (error) {
        logger.error({ err: error, orderId, paymentId: order.payment.id }, 'refund failed')
        throw new AppError('badGateway', he.admin.refundFailed)
      }
      refunded = true
      logger.info({ orderId, managerId, creditNumber }, 'order cancelled and refunded')
      return { creditNumber }
    })
  } catch (error) {
    // Only the commit can fail after the refund: the money is back with the buyer while the
    // order still shows paid, which a manager must put right by hand.
    if (refunded)
      logger.error({ err: error, orderId }, 'refunded but the cancellation was not saved')
    throw error
  }
}
