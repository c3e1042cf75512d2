import type { EntityManager } from '@mikro-orm/postgresql'
import { he, paymentStateMachine, type PaymentAttemptStatus } from '@shop/domain'
import { issueInvoiceReceipt, type SellerContact } from '../documents/issue-document.ts'
import { transitionOrder, transitionPayment } from '../transition.ts'
import type { PaymentProvider } from './payment-provider.ts'

/**
 * The key the provider knows an attempt's charge by: one per `payments` row, so asking again for
 * the same attempt (a retry, the sweeper) can never become a second charge.
 */
export const paymentIdempotencyKey = (paymentId: string) => `payment-${paymentId}`

/** The order cannot take this charge (cancelled, deleted, its coupon used up); the message is Hebrew. */
export class OrderNotPayableError extends Error {
  constructor(
    message: string,
    /** Where the attempt stood, when it had a row. */
    readonly attempt?: PaymentAttemptStatus,
  ) {
    super(message)
    this.name = 'OrderNotPayableError'
  }
}

/** The log lines of a charge the shop must not lose; pino's logger is one. */
export interface ChargeLog {
  error(details: object, message: string): void
}

export interface SettleDeps {
  em: EntityManager
  provider: PaymentProvider
  logger: ChargeLog
  deliveryPromiseHours: number
  /** Printed on the invoice-receipt the charge issues. */
  sellerContact: SellerContact
}

export interface Charge {
  orderId: string
  paymentId: string
  reference: string
}

export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error)

/** Moves an attempt to `status` (transitionPayment) in a transaction of its own. */
export async function notePayment(
  em: EntityManager,
  paymentId: string,
  status: PaymentAttemptStatus,
  fields: { reference?: string; error?: string } = {},
) {
  await em.transactional((tx) => transitionPayment(tx, paymentId, status, fields))
}

interface PayableOrder {
  status: string
  deleted_at: Date | null
  coupon_id: string | null
  discount_agorot: number
}

/**
 * In one transaction: redeems the coupon (never past its max uses, however many payments race),
 * takes the next receipt number (gap-free), moves the order to paid through the state machine
 * (which records order.paid), marks the attempt captured with its reference and issues the
 * invoice-receipt with its content frozen (the worker typesets its PDF). Recording the
 * same attempt again changes nothing, so the API's retries and the sweeper may overlap.
 */
async function recordCharge(
  { em, deliveryPromiseHours, sellerContact }: SettleDeps,
  charge: Charge,
) {
  await em.transactional(async (tx) => {
    // The order first, as the claim locks it, so the two never wait on each other.
    const [order] = await tx.execute<PayableOrder[]>(
      `select status, deleted_at, coupon_id, discount_agorot from orders where id = ? for update`,
      [charge.orderId],
    )
    const [attempt] = await tx.execute<{ status: PaymentAttemptStatus }[]>(
      `select status from payments where id = ? for update`,
      [charge.paymentId],
    )
    if (attempt?.status === 'captured') return
    if (!order || order.deleted_at) {
      throw new OrderNotPayableError(he.order.orderNotFound, attempt?.status)
    }
    if (order.status !== 'pending' || attempt?.status !== 'pending') {
      throw new OrderNotPayableError(
        order.status === 'cancelled' ? he.order.notPayable : he.order.alreadyPaid,
        attempt?.status,
      )
    }
    if (order.coupon_id && order.discount_agorot > 0) {
      const redeemed = await tx.execute<{ id: string }[]>(
        `update coupons set times_used = times_used + 1, updated_at = now()
         where id = ? and deleted_at is null and is_active
           and (max_uses is null or times_used < max_uses)
           and (valid_until is null or valid_until >= now())
         returning id`,
        [order.coupon_id],
      )
      if (redeemed.length === 0) throw new OrderNotPayableError(he.order.couponNoLongerValid)
      await tx.execute(
        `insert into coupon_redemptions (id, coupon_id, order_id, discount_agorot, created_at)
         values (gen_random_uuid(), ?, ?, ?, now())`,
        [order.coupon_id, charge.orderId, order.discount_agorot],
      )
    }
    const [receipt] = await tx.execute<{ value: number }[]>(
      `update counters set value = value + 1 where name = 'receipt_number' returning value`,
    )
    await transitionOrder(tx, charge.orderId, 'paid')
    await tx.execute(
      `update orders set due_at = paid_at + make_interval(secs => ?), receipt_number = ?
       where id = ?`,
      [deliveryPromiseHours * 3600, receipt!.value, charge.orderId],
    )
    await transitionPayment(tx, charge.paymentId, 'captured', { reference: charge.reference })
    await issueInvoiceReceipt(tx, charge.orderId, sellerContact)
  })
}

/**
 * Records a charge the provider made, or, when the order can no longer take it, refunds it and
 * throws OrderNotPayableError; a refund that fails is logged for a manager without hiding why.
 * Any other error (the database away) leaves the attempt `pending` for the caller to retry.
 */
export async function settleCharge(deps: SettleDeps, charge: Charge): Promise<void> {
  try {
    await recordCharge(deps, charge)
  } catch (error) {
    if (!(error instanceof OrderNotPayableError)) throw error
    // Refunded already (a retry and the sweeper settling the same attempt), or waiting for a
    // manager after a refund failed: the money is not the shop's to give back again.
    if (error.attempt && !paymentStateMachine.canTransition(error.attempt, 'refunded')) throw error
    try {
      await deps.provider.refund(charge.reference)
      await notePayment(deps.em, charge.paymentId, 'refunded', {
        reference: charge.reference,
        error: error.message,
      })
    } catch (refundError) {
      // The buyer's money is held with no paid order: a manager must act on this one.
      deps.logger.error(
        { err: refundError, ...charge, cause: error.message },
        'refund failed after the order could not be completed',
      )
      await notePayment(deps.em, charge.paymentId, 'authorized', {
        reference: charge.reference,
        error: `refund failed: ${errorText(refundError)}`,
      }).catch(() => undefined)
    }
    throw error
  }
}

/** Attempts still `pending` this long after their claim: their charge's answer was lost. */
export async function findLostAttempts(
  em: EntityManager,
  olderThanSeconds: number,
  where: { orderId: string; userId: string } | { limit: number },
): Promise<{ id: string; order_id: string }[]> {
  const age = `p.status = 'pending' and p.created_at < now() - make_interval(secs => ?)`
  return 'orderId' in where
    ? em.execute(
        `select p.id, p.order_id from payments p join orders o on o.id = p.order_id
         where ${age} and o.id = ? and o.user_id = ?`,
        [olderThanSeconds, where.orderId, where.userId],
      )
    : em.execute(
        `select p.id, p.order_id from payments p where ${age} order by p.created_at limit ?`,
        [olderThanSeconds, where.limit],
      )
}

/**
 * Settles an attempt whose charge's answer was lost by asking the provider under its key: a
 * charge it made is recorded (or refunded); an attempt it never charged is given up. Nothing is
 * given up without asking, so a second attempt can never charge the card twice.
 */
export async function reconcileLostAttempt(
  deps: SettleDeps,
  attempt: { id: string; order_id: string },
): Promise<'captured' | 'refunded' | 'abandoned'> {
  const answer = await deps.provider.lookup(paymentIdempotencyKey(attempt.id))
  if (answer.status === 'unknown') {
    await deps.em.transactional(async (tx) => {
      const [row] = await tx.execute<{ status: PaymentAttemptStatus }[]>(
        `select status from payments where id = ? for update`,
        [attempt.id],
      )
      // Settled meanwhile by the API's own retry: nothing is left to give up.
      if (row?.status !== 'pending') return
      await transitionPayment(tx, attempt.id, 'failed', {
        error: 'abandoned: the provider has no charge under its key',
      })
    })
    return 'abandoned'
  }
  const charge = { orderId: attempt.order_id, paymentId: attempt.id, reference: answer.reference }
  try {
    await settleCharge(deps, charge)
    return 'captured'
  } catch (error) {
    if (error instanceof OrderNotPayableError) return 'refunded'
    throw error
  }
}
