import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedis, whenReady } from '@shop/queue'
import { deleteKeysWithPrefix, testQueuePrefix, testRedisUrl } from '@shop/queue/testing'
import { sandboxPaymentProvider } from './sandbox-provider.ts'

const redis = createRedis(testRedisUrl, 'producer')
const keyPrefix = testQueuePrefix('sandbox')
beforeAll(() => whenReady(redis, 5000))
afterAll(async () => {
  redis.disconnect()
  await deleteKeysWithPrefix(testRedisUrl, keyPrefix)
})

const card = {
  cardNumber: '4580458045804580',
  expiry: '12/39',
  cvv: '123',
  cardholderName: 'ישראל ישראלי',
  idNumber: '000000018',
}
const request = (idempotencyKey: string) => ({
  amountAgorot: 21060,
  orderId: 'order-1',
  card,
  idempotencyKey,
})

describe('the sandbox provider', () => {
  it('charges once per idempotency key, and a new instance (an API restarted) remembers', async () => {
    const sandbox = sandboxPaymentProvider({ redis, keyPrefix, delayMs: 0 })
    const first = await sandbox.charge(request('payment-a'))
    const again = await sandbox.charge(request('payment-a'))
    const other = await sandbox.charge(request('payment-b'))
    expect(first.ok && again.ok && other.ok).toBe(true)
    expect(again).toEqual(first)
    expect(other).not.toEqual(first)

    const restarted = sandboxPaymentProvider({ redis, keyPrefix, delayMs: 0 })
    expect(await restarted.lookup('payment-a')).toEqual({
      status: 'captured',
      reference: first.ok && first.reference,
    })
    expect(await restarted.lookup('payment-never-charged')).toEqual({ status: 'unknown' })
  })

  it('never lets two charges under one key race into two references', async () => {
    const sandbox = sandboxPaymentProvider({ redis, keyPrefix, delayMs: 5 })
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sandbox.charge(request('payment-raced'))),
    )
    expect(new Set(answers.map((answer) => answer.ok && answer.reference)).size).toBe(1)
  })
})
