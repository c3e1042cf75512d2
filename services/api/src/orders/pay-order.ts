import type { EntityManager } from '@mikro-orm/postgresql'
import { isUuid } from '@shop/db'
import { he, inFlightPaymentStatuses, type paymentSchema } from '@shop/domain'
import { transitionOrder } from '@shop/queue'
import type { Logger } from 'pino'
import type { z } from 'zod'
import { AppError } from '../http/app-error.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'

type PaymentInput = z.output<typeof paymentSchema>

interface PayableOrder {
  id: string
  status: string
  total_agorot: number
  coupon_id: string | null
  discount_agorot: number
}

/**
 * A claim whose provider call never answered (the process died mid-charge) stops holding the order
 * after this long; any real provider has answered or timed out well before.
 */
const abandonedClaimSeconds = 10 * 60

export interface PayOrderDeps {
  em: EntityManager
  provider: PaymentProvider
  logger: Logger
  deliveryPromiseHours: number
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
 * Claims the order for one payment attempt: a `pending` row in payments, written while the order
 * row is locked. A second attempt meanwhile finds the claim and is refused at once, before it
 * reaches the provider; the partial unique index backs this up.
 */
async function claimOrder(
  em: EntityManager,
  provider: PaymentProvider,
  userId: string,
  orderId: string,
): Promise<{ paymentId: string; amountAgorot: number }> {
  return em.transactional(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId)
    await tx.execute(
      `update payments set status = 'failed', error = 'abandoned: the provider never answered',
         updated_at = now()
       where order_id = ? and status = 'pending' and created_at < now() - make_interval(secs => ?)`,
      [orderId, abandonedClaimSeconds],
    )
    const inFlight = await tx.execute(
      `select 1 from payments where order_id = ? and status in (?)`,
      [orderId, inFlightPaymentStatuses],
    )
    if (inFlight.length) throw new AppError('conflict', he.payment.inProgress)
    const [payment] = await tx.execute<{ id: string }[]>(
      `insert into payments (id, order_id, provider, amount_agorot, status, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, ?, 'pending', now(), now()) returning id`,
      [orderId, provider.name, order.total_agorot],
    )
    return { paymentId: payment!.id, amountAgorot: order.total_agorot }
  })
}

async function notePayment(
  em: EntityManager,
  paymentId: string,
  status: string,
  fields: { reference?: string; error?: string } = {},
) {
  await em.execute(
    `update payments set status = ?, provider_reference = coalesce(?, provider_reference),
       error = coalesce(?, error), updated_at = now() where id = ?`,
    [status, fields.reference ?? null, fields.error?.slice(0, 1000) ?? null, paymentId],
  )
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Claims the order, charges the card, then in one transaction: redeems the coupon (never past its
 * max uses, however many payments race), takes the next receipt number (gap-free), moves the
 * order to paid through the state machine (which records order.paid) and marks the payment
 * captured. The charge happens outside any transaction so a slow provider never holds locks; if
 * the order cannot be completed afterwards the charge is refunded, and a refund that fails is
 * logged for a manager without hiding the first error.
 */
export async function payOrder(
  { em, provider, logger, deliveryPromiseHours }: PayOrderDeps,
  userId: string,
  orderId: string,
  payment: PaymentInput,
): Promise<void> {
  const { paymentId, amountAgorot } = await claimOrder(em, provider, userId, orderId)

  let charge: Awaited<ReturnType<PaymentProvider['charge']>>
  try {
    charge = await provider.charge({ amountAgorot, orderId, card: payment })
  } catch (error) {
    await notePayment(em, paymentId, 'failed', { error: errorText(error) })
    logger.error({ err: error, orderId, paymentId }, 'payment provider failed')
    throw new AppError('unavailable', he.payment.providerUnavailable)
  }
  if (!charge.ok) {
    await notePayment(em, paymentId, 'failed', { error: charge.reason })
    throw new AppError('businessRule', he.payment.declined)
  }
  await notePayment(em, paymentId, 'authorized', { reference: charge.reference })

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
      await transitionOrder(tx, orderId, 'paid')
      await tx.execute(
        `update orders set due_at = paid_at + make_interval(secs => ?), receipt_number = ?,
           billing_name = ?, billing_email = ?, billing_phone = ?, payment_method = ?
         where id = ?`,
        [
          deliveryPromiseHours * 3600,
          receipt!.value,
          payment.cardholderName,
          payment.billingEmail,
          payment.billingPhone,
          he.payment.paymentMethod,
          orderId,
        ],
      )
      await notePayment(tx, paymentId, 'captured')
    })
  } catch (error) {
    try {
      await provider.refund(charge.reference)
      await notePayment(em, paymentId, 'refunded', { error: errorText(error) })
    } catch (refundError) {
      // The buyer's money is held with no paid order: a manager must act on this one.
      logger.error(
        { err: refundError, orderId, paymentId, cause: errorText(error) },
        'refund failed after the order could not be completed',
      )
      await notePayment(em, paymentId, 'authorized', {
        error: `refund failed: ${errorText(refundError)}`,
      }).catch(() => undefined)
    }
    throw error
  }
}
