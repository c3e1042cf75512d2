import { findLostAttempts, reconcileLostAttempt, sellerContact } from '@shop/core'
import type { WorkerDeps } from '../context.ts'

/** Attempts settled per sweep; the rest wait for the next one. */
const batchSize = 100

/**
 * Payment attempts whose charge was never recorded (the database went away mid-payment and the
 * API's own retries ran out, or the API stopped): the provider is asked under each attempt's key,
 * a charge it made is recorded and the order paid, an attempt it never charged is given up.
 */
export async function reconcilePayments({ env, orm, paymentProvider, logger }: WorkerDeps) {
  const em = orm.em.fork()
  const deps = {
    em,
    provider: paymentProvider,
    logger,
    deliveryPromiseHours: env.DELIVERY_PROMISE_HOURS,
    sellerContact: sellerContact(env),
  }
  const lost = await findLostAttempts(em, env.PAYMENT_RECONCILE_AFTER_SECONDS, {
    limit: batchSize,
  })
  for (const attempt of lost) {
    const outcome = await reconcileLostAttempt(deps, attempt)
    logger.info(
      { orderId: attempt.order_id, paymentId: attempt.id, outcome },
      'lost payment attempt settled with the provider',
    )
  }
}
