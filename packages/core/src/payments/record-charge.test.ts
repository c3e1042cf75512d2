import { createTestDatabase, type TestDatabase } from '@shop/db/testing'
import { createRedis, whenReady } from '@shop/queue'
import { deleteKeysWithPrefix, testQueuePrefix, testRedisUrl } from '@shop/queue/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertPendingOrder } from '../testing.ts'
import { openPaymentAttempt, transitionOrder } from '../transition.ts'
import { OrderNotPayableError, settleCharge } from './record-charge.ts'
import { sandboxPaymentProvider } from './sandbox-provider.ts'

const redis = createRedis(testRedisUrl, 'producer')
const keyPrefix = testQueuePrefix('settle')
let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase('record_charge')
  await whenReady(redis, 5000)
})
afterAll(async () => {
  redis.disconnect()
  await deleteKeysWithPrefix(testRedisUrl, keyPrefix)
  await db?.drop()
})

describe('settleCharge', () => {
  it('refunds a charge the order can no longer take once, however often it is settled', async () => {
    const em = db.orm.em.fork()
    const { orderId } = await insertPendingOrder(em)
    const paymentId = await em.transactional((tx) =>
      openPaymentAttempt(tx, { orderId, provider: 'sandbox', amountAgorot: 21060 }),
    )
    await em.transactional((tx) => transitionOrder(tx, orderId, 'cancelled'))
    const sandbox = sandboxPaymentProvider({ redis, keyPrefix, delayMs: 0 })
    const refunded: string[] = []
    const errors: string[] = []
    const deps = {
      em,
      provider: {
        ...sandbox,
        refund: (reference: string) => {
          refunded.push(reference)
          return sandbox.refund(reference)
        },
      },
      logger: { error: (_details: object, message: string) => void errors.push(message) },
      deliveryPromiseHours: 72,
      sellerContact: { email: 'shop@example.com', phone: '03-0000000' },
    }
    const charge = { orderId, paymentId, reference: 'sandbox-late' }

    // The API's retry and the sweeper settling the same attempt, one after the other.
    for (let round = 0; round < 2; round++) {
      await expect(settleCharge(deps, charge)).rejects.toBeInstanceOf(OrderNotPayableError)
    }
    expect(refunded).toEqual(['sandbox-late'])
    expect(errors).toEqual([])
    const [payment] = await em.execute(`select status, refunded_at from payments where id = ?`, [
      paymentId,
    ])
    expect(payment).toMatchObject({ status: 'refunded' })
    expect(payment!.refunded_at).not.toBeNull()
  })
})
