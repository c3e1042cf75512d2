import type { EntityManager } from '@mikro-orm/postgresql'
import { isUuid, typedSql } from '@shop/db'
import { formatShekels, he, parseShekels, type payOrderSchema } from '@shop/domain'
import {
  errorText,
  findLostAttempts,
  notePayment,
  openPaymentAttempt,
  OrderNotPayableError,
  paymentIdempotencyKey,
  paymentUnderWay,
  priceAtTaxPoint,
  reconcileLostAttempt,
  settleCharge,
  type Charge,
  type PaymentProvider,
  type SellerContact,
} from '@shop/core'
import type { Logger } from 'pino'
import type { z } from 'zod'
import { AppError } from '../http/app-error.ts'

type PaymentInput = z.output<typeof payOrderSchema>

export interface PayOrderDeps {
  em: EntityManager
  provider: PaymentProvider
  logger: Logger
  deliveryPromiseHours: number
  sellerContact: SellerContact
  /** PAYMENT_RECONCILE_AFTER_SECONDS: how long this process retries recording a charge. */
  reconcileAfterSeconds: number
}

/**
 * Claims the order for one payment attempt: a `pending` row in payments for the order's total at
 * today's VAT rate (priceAtTaxPoint), unless that is not the total the buyer was shown, written while the order row is locked, with the billing
 * details the receipt will carry (on the order, so whoever records
 * the charge has them). A second attempt meanwhile finds the claim and is refused at once, before
 * it reaches the provider; the partial unique index backs this up.
 */
async function claimOrder(
  { em, provider }: PayOrderDeps,
  userId: string,
  orderId: string,
  payment: PaymentInput,
): Promise<{ paymentId: string; amountAgorot: number }> {
  return em.transactional(async (tx) => {
    const db = typedSql(tx)
    const order = await db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst()
    if (!order) throw new AppError('notFound', he.order.orderNotFound)
    if (order.status !== 'pending') {
      throw new AppError(
        'conflict',
        order.status === 'cancelled' ? he.order.notPayable : he.order.alreadyPaid,
      )
    }
    if (await paymentUnderWay(tx, orderId)) throw new AppError('conflict', he.payment.inProgress)
    await db
      .updateTable('orders')
      .set({
        billing_name: payment.cardholderName,
        billing_email: payment.billingEmail,
        billing_phone: payment.billingPhone,
        billing_business_name: payment.businessName ?? null,
        billing_dealer_number: payment.dealerNumber ?? null,
        payment_method: he.payment.paymentMethod,
      })
      .where('id', '=', orderId)
      .execute()
    const amountAgorot = await priceAtTaxPoint(tx, orderId)
    if (payment.shownTotal !== undefined && parseShekels(payment.shownTotal) !== amountAgorot) {
      throw new AppError('conflict', he.payment.priceChanged(formatShekels(amountAgorot)))
    }
    const paymentId = await openPaymentAttempt(tx, {
      orderId,
      provider: provider.name,
      amountAgorot,
    })
    return { paymentId, amountAgorot }
  })
}

/** A failure that cannot be written leaves the claim to the sweeper, which finds no charge. */
async function noteFailure({ em, logger }: PayOrderDeps, paymentId: string, error: string) {
  await notePayment(em, paymentId, 'failed', { error }).catch((noteError: unknown) =>
    logger.warn({ err: noteError, paymentId }, 'failed payment attempt not recorded'),
  )
}

/**
 * Retries recording a charge while the database is away, until the sweeper's reconciliation
 * (which asks the provider by the attempt's key) takes over; overlapping with it is harmless.
 */
function recordWhenBack(deps: PayOrderDeps, charge: Charge) {
  const deadline = Date.now() + deps.reconcileAfterSeconds * 1000
  let delayMs = 250
  const retry = async () => {
    try {
      await settleCharge({ ...deps, em: deps.em.fork() }, charge)
      deps.logger.info(charge, 'charge recorded after the database came back')
    } catch (error) {
      if (error instanceof OrderNotPayableError) return
      delayMs = Math.min(delayMs * 2, 5000)
      if (Date.now() + delayMs < deadline) {
        setTimeout(() => void retry(), delayMs).unref()
      } else {
        deps.logger.error(
          { err: error, ...charge },
          'charge still not recorded; left to the sweeper',
        )
      }
    }
  }
  setTimeout(() => void retry(), delayMs).unref()
}

/**
 * Claims the order, charges the card under the attempt's idempotency key, then records the charge
 * (settleCharge: order paid, or refunded when the order can no longer take it). The charge happens
 * outside any transaction so a slow provider never holds locks. An earlier attempt whose answer
 * was lost is settled first by asking the provider, so paying again never charges twice.
 *
 * When the charge cannot be recorded (the database went away), the provider's answer is kept in an
 * error-level log line and recorded as soon as the database is back: the buyer hears
 * 'confirming', not an error, and the order's page follows it until it is paid.
 */
export async function payOrder(
  deps: PayOrderDeps,
  userId: string,
  orderId: string,
  payment: PaymentInput,
): Promise<'paid' | 'confirming'> {
  const { em, provider, logger } = deps
  if (!isUuid(orderId)) throw new AppError('notFound', he.order.orderNotFound)
  const lost = await findLostAttempts(em, deps.reconcileAfterSeconds, { orderId, userId })
  for (const attempt of lost) await reconcileLostAttempt(deps, attempt)

  const { paymentId, amountAgorot } = await claimOrder(deps, userId, orderId, payment)
  const idempotencyKey = paymentIdempotencyKey(paymentId)
  let result: Awaited<ReturnType<PaymentProvider['charge']>>
  try {
    result = await provider.charge({ amountAgorot, orderId, card: payment, idempotencyKey })
  } catch (error) {
    logger.error({ err: error, orderId, paymentId }, 'payment provider failed')
    // A charge that failed on the way back may still have been made: the attempt is given up
    // only if the provider says so; if it cannot say, the claim waits for the sweeper to ask.
    const known = await provider.lookup(idempotencyKey).catch(() => undefined)
    if (known?.status !== 'captured') {
      if (known) await noteFailure(deps, paymentId, errorText(error))
      throw new AppError('unavailable', he.payment.providerUnavailable)
    }
    result = { ok: true, reference: known.reference }
  }
  if (!result.ok) {
    await noteFailure(deps, paymentId, result.reason)
    throw new AppError('businessRule', he.payment.declined)
  }

  const charge: Charge = { orderId, paymentId, reference: result.reference }
  try {
    await settleCharge(deps, charge)
    return 'paid'
  } catch (error) {
    if (error instanceof OrderNotPayableError) throw new AppError('conflict', error.message)
    logger.error(
      { err: error, ...charge, amountAgorot },
      'card charged but the charge could not be recorded; retrying',
    )
    recordWhenBack(deps, charge)
    return 'confirming'
  }
}
