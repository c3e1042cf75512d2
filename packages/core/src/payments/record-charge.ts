import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql } from '@shop/db'
import { he, paymentStateMachine, type PaymentAttemptStatus } from '@shop/domain'
import { sql } from 'kysely'
import { randomUUID } from 'node:crypto'
import {
  issueInvoiceReceipt,
  nextDocumentNumber,
  type SellerContact,
} from '../documents/issue-document.ts'
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

/** A payment attempt's status, its row locked until the transaction ends. */
function lockedAttempt(tx: EntityManager, paymentId: string) {
  return typedSql(tx)
    .selectFrom('payments')
    .select('status')
    .where('id', '=', paymentId)
    .forUpdate()
    .executeTakeFirst()
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
    const db = typedSql(tx)
    const order = await db
      .selectFrom('orders')
      .select(['status', 'deleted_at', 'coupon_id', 'discount_agorot'])
      .where('id', '=', charge.orderId)
      .forUpdate()
      .executeTakeFirst()
    const attempt = await lockedAttempt(tx, charge.paymentId)
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
      const redeemed = await db
        .updateTable('coupons')
        .set((eb) => ({ times_used: eb('times_used', '+', 1), updated_at: sql`now()` }))
        .where('id', '=', order.coupon_id)
        .where('deleted_at', 'is', null)
        .where('is_active', '=', true)
        .where((eb) =>
          eb.or([eb('max_uses', 'is', null), eb('times_used', '<', eb.ref('max_uses'))]),
        )
        .where((eb) =>
          eb.or([eb('valid_until', 'is', null), eb('valid_until', '>=', sql<string>`now()`)]),
        )
        .returning('id')
        .executeTakeFirst()
      if (!redeemed) throw new OrderNotPayableError(he.order.couponNoLongerValid)
      await db
        .insertInto('coupon_redemptions')
        .values({
          id: randomUUID(),
          coupon_id: order.coupon_id,
          order_id: charge.orderId,
          discount_agorot: order.discount_agorot,
          created_at: sql`now()`,
        })
        .execute()
    }
    const receiptNumber = await nextDocumentNumber(tx, 'receipt_number')
    await transitionOrder(tx, charge.orderId, 'paid')
    await db
      .updateTable('orders')
      .set({
        due_at: sql`paid_at + make_interval(secs => ${deliveryPromiseHours * 3600})`,
        receipt_number: receiptNumber,
      })
      .where('id', '=', charge.orderId)
      .execute()
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
  const lost = typedSql(em)
    .selectFrom('payments as p')
    .select(['p.id', 'p.order_id'])
    .where('p.status', '=', 'pending')
    .where('p.created_at', '<', sql<string>`now() - make_interval(secs => ${olderThanSeconds})`)
  return 'orderId' in where
    ? lost
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .where('o.id', '=', where.orderId)
        .where('o.user_id', '=', where.userId)
        .execute()
    : lost.orderBy('p.created_at').limit(where.limit).execute()
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
      const row = await lockedAttempt(tx, attempt.id)
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
