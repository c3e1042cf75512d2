import type { EntityManager } from '@mikro-orm/postgresql'
import { isUuid } from '@shop/db'
import { he, refundableStatuses, type OrderStatus } from '@shop/domain'
import {
  emailKinds,
  issueCreditInvoice,
  recordEmail,
  transitionOrder,
  transitionPayment,
  type PaymentProvider,
  type SellerContact,
} from '@shop/core'
import type { Logger } from 'pino'
import { AppError } from '../http/app-error.ts'

export interface CancelOrderDeps {
  em: EntityManager
  provider: PaymentProvider
  logger: Logger
  /** Printed on the credit invoice the cancellation issues. */
  sellerContact: SellerContact
}

interface CancellableOrder {
  status: OrderStatus
  accountEmail: string
  billingEmail: string | null
  delivered: number
}

async function lockCancellableOrder(tx: EntityManager, orderId: string, evenIfDelivered: boolean) {
  if (!isUuid(orderId)) throw new AppError('notFound', he.order.orderNotFound)
  const [order] = await tx.execute<CancellableOrder[]>(
    `select o.status, u.email as "accountEmail", o.billing_email as "billingEmail",
       (select count(*) from reports r where r.order_id = o.id and r.status = 'ready')::int
         as delivered
     from orders o join users u on u.id = o.user_id
     where o.id = ? and o.deleted_at is null for update of o`,
    [orderId],
  )
  if (!order) throw new AppError('notFound', he.order.orderNotFound)
  const delivered = order.delivered > 0 || order.status === 'ready' || order.status === 'completed'
  if (delivered && !evenIfDelivered) throw new AppError('conflict', he.admin.orderAlreadyDelivered)
  if (!delivered && !refundableStatuses.includes(order.status)) {
    throw new AppError('conflict', he.admin.orderNotCancellable)
  }
  const [payment] = await tx.execute<{ id: string; provider_reference: string }[]>(
    `select id, provider_reference from payments
     where order_id = ? and status = 'captured' and provider_reference is not null
     order by created_at desc limit 1 for update`,
    [orderId],
  )
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
      const [credit] = await tx.execute<{ value: number }[]>(
        `update counters set value = value + 1 where name = 'credit_number' returning value`,
      )
      await transitionOrder(tx, orderId, 'cancelled')
      await tx.execute(
        `update orders set cancelled_by_id = ?, cancel_reason = ?, credit_number = ? where id = ?`,
        [managerId, reason, credit!.value, orderId],
      )
      await transitionPayment(tx, order.payment.id, 'refunded')
      await issueCreditInvoice(tx, orderId, sellerContact)
      await tx.execute(
        `with released as (delete from coupon_redemptions where order_id = ? returning coupon_id)
         update coupons c set times_used = c.times_used - 1, updated_at = now()
         from released where c.id = released.coupon_id and c.times_used > 0`,
        [orderId],
      )
      await tx.execute(
        `update delivery_reminders set cancelled_at = now()
         where order_id = ? and sent_at is null and cancelled_at is null`,
        [orderId],
      )
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
      logger.info(
        { orderId, managerId, creditNumber: credit!.value },
        'order cancelled and refunded',
      )
      return { creditNumber: credit!.value }
    })
  } catch (error) {
    // Only the commit can fail after the refund: the money is back with the buyer while the
    // order still shows paid, which a manager must put right by hand.
    if (refunded)
      logger.error({ err: error, orderId }, 'refunded but the cancellation was not saved')
    throw error
  }
}
