import type { Redis } from 'ioredis'
import { randomUUID } from 'node:crypto'
import type { PaymentProvider } from './payment-provider.ts'

/** A real provider keeps idempotency keys for a day or more; the sweeper asks within minutes. */
const keptSeconds = 7 * 24 * 3600

/**
 * The shop's only provider for now: accepts any well-formed card (the route has already checked
 * its shape) after a simulated processing delay, and charges nothing.
 *
 * It remembers its charges by idempotency key in Redis, under the shop's key prefix. A real
 * provider remembers them on its own side, apart from the shop; the sandbox's memory must be
 * apart from the shop's database too (the database going away is what the memory is for), must
 * outlive an API restart (an in-process map would not) and must be shared by every API replica
 * and the worker that reconciles (a local file would not be, in separate containers).
 */
export function sandboxPaymentProvider({
  redis,
  keyPrefix,
  delayMs,
}: {
  redis: Redis
  keyPrefix: string
  delayMs: number
}): PaymentProvider {
  const wait = () => new Promise((resolve) => setTimeout(resolve, delayMs))
  const chargeKey = (idempotencyKey: string) => `${keyPrefix}:sandbox-charge:${idempotencyKey}`
  const lookup: PaymentProvider['lookup'] = async (idempotencyKey) => {
    const stored = await redis.get(chargeKey(idempotencyKey))
    if (!stored) return { status: 'unknown' }
    return {
      status: 'captured',
      reference: (JSON.parse(stored) as { reference: string }).reference,
    }
  }
  return {
    name: 'sandbox',
    async charge({ idempotencyKey, orderId, amountAgorot }) {
      await wait()
      const key = chargeKey(idempotencyKey)
      const charge = { reference: `sandbox-${randomUUID()}`, orderId, amountAgorot }
      const made = await redis.set(key, JSON.stringify(charge), 'EX', keptSeconds, 'NX')
      if (made) return { ok: true, reference: charge.reference }
      const earlier = await lookup(idempotencyKey)
      if (earlier.status !== 'captured') throw new Error('sandbox charge vanished under its key')
      return { ok: true, reference: earlier.reference }
    },
    lookup,
    async refund() {},
  }
}
