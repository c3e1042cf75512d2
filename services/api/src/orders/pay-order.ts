import type { EntityManager } from '@mikro-orm/postgresql'
import { events, he, statusesBefore, type paymentSchema } from '@shop/domain'
import { recordEvent } from '@shop/queue'
import type { z } from 'zod'
import { AppError } from '../http/app-error.ts'
import { isUuid } from '../http/ids.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'

type Payment = z.output<typeof paymentSchema>

interface PayableOrder {
  id: string
  status: string
  total_agorot: number
  coupon_id: string | null
  discount_agorot: number
}

async function lockOwnOrder(em: EntityManager, userId: string, orderId: string) {
  if (!isUuid(orderId)) throw new AppError('notFound', he.order.orderNotFound)
  const [order] = await em.execute<PayableOrder[]>(
    `select id, status, total_agorot, coupon_id, discount_agorot from orders
     where id = ? and user_id = ? and deleted_at is null for update`,
    [orderId, userId],
  )
  if (!order) throw new AppError('notFound', he.order.orderNotFound)
  if (order.status !== 'pending') {
    throw new AppError(
      'conflict',
      order.status === 'cancelled' ? he.order.notPayable : he.order.alreadyPaid,
    )
  }
  return order
}

/**
 * Charges the card, then in one transaction: redeems the coupon (never past its max uses, however
 * many payments race), takes the next receipt number (gap-free), marks the order paid with its due
 * time and records order.paid. The charge happens outside the transaction so a slow provider never
 * holds locks; if the order cannot be completed afterwards the charge is refunded.
 */
export async function payOrder(
  em: EntityManager,
  provider: PaymentProvider,
  deliveryPromiseHours: number,
  userId: string,
  orderId: string,
  payment: Payment,
): Promise<void> {
  const order = await em.transactional((tx) => lockOwnOrder(tx, userId, orderId))
  const charge = await provider.charge({
    amountAgorot: order.total_agorot,
    orderId,
    card: payment,
  })
  if (!charge.ok) throw new AppError('businessRule', he.payment.declined)
  try {
    await em.transactional(async (tx) => {
      const locked = await lockOwnOrder(tx, userId, orderId)
      if (locked.coupon_id && locked.discount_agorot > 0) {
        const redeemed = await tx.execute<{ id: string }[]>(
          `update coupons set times_used = times_used + 1, updated_at = now()
           where id = ? and deleted_at is null and is_active
             and (max_uses is null or times_used < max_uses)
             and (valid_until is null or valid_until >= now())
           returning id`,
          [locked.coupon_id],
        )
        if (redeemed.length === 0) throw new AppError('conflict', he.order.couponNoLongerValid)
        await tx.execute(
          `insert into coupon_redemptions (id, coupon_id, order_id, discount_agorot, created_at)
           values (gen_random_uuid(), ?, ?, ?, now())`,
          [locked.coupon_id, orderId, locked.discount_agorot],
        )
      }
      const [receipt] = await tx.execute<{ value: number }[]>(
        `update counters set value = value + 1 where name = 'receipt_number' returning value`,
      )
      const paidStatuses = statusesBefore('paid')
      await tx.execute(
        `update orders set status = 'paid', paid_at = now(),
           due_at = now() + make_interval(secs => ?), receipt_number = ?,
           billing_name = ?, billing_email = ?, billing_phone = ?, payment_method = ?,
           updated_at = now()
         where id = ? and status in (?)`,
        [
          deliveryPromiseHours * 3600,
          receipt!.value,
          payment.cardholderName,
          payment.billingEmail,
          payment.billingPhone,
          he.payment.paymentMethod,
          orderId,
          paidStatuses,
        ],
      )
      await recordEvent(tx, events.orderPaid, { orderId })
    })
  } catch (error) {
    await provider.refund(charge.reference)
    throw error
  }
}
