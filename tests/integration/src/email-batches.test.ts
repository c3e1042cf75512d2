import { placePaidOrder, signUpCustomer } from '@shop/api/testing'
import { recordEmail } from '@shop/queue'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDeliveryHarness, startTestWorker, type DeliveryHarness } from './testing.ts'

let harness: DeliveryHarness
const workers: ReturnType<typeof startTestWorker>[] = []

beforeAll(async () => {
  harness = await startDeliveryHarness('email_batches', {}, { withWorker: false })
})
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()))
  await harness?.close()
})

/**
 * Small relay batches and fewer SMTP connections than sends at a time: two relays claim batches
 * side by side, and sends queue for a pooled connection.
 */
function startWorker() {
  const worker = startTestWorker(harness.shop, harness.smtp, {
    env: { OUTBOX_BATCH_SIZE: '25', WORKER_EMAIL_CONCURRENCY: '8', SMTP_POOL_SIZE: '3' },
  })
  workers.push(worker)
  return worker
}

describe('e-mails relayed in batches and sent over pooled connections', () => {
  it('arrive each exactly once, with two workers side by side and one replaced midway', async () => {
    const { api, shop, smtp } = harness
    const buyer = await signUpCustomer(api)
    const orderId = (await placePaidOrder(api, buyer.token)).id
    const count = 300
    const keys = Array.from({ length: count }, (_, index) => `batch.${orderId}.${index}`)
    await shop.db.orm.em.fork().transactional(async (tx) => {
      for (const [index, key] of keys.entries()) {
        await recordEmail(tx, {
          key,
          template: 'admin-message',
          to: { accountEmail: buyer.email },
          orderId,
          context: { subject: `הודעה ${index}`, body: 'ההזמנה שלך בהכנה' },
        })
      }
    })
    const ours = (mail: { messageId?: string }) =>
      mail.messageId?.startsWith(`<batch.${orderId}.`) ?? false

    const [first] = [startWorker(), startWorker()]
    await smtp.waitFor(ours, count / 3, 60_000)
    // Stopped while batches are still being relayed and sent; its active sends finish first.
    await first.stop()
    workers.splice(workers.indexOf(first), 1)
    startWorker()
    await smtp.waitFor(ours, count, 60_000)
    // Time for a duplicate to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 2000))

    const delivered = smtp.deliveries.filter(ours).map((mail) => mail.messageId)
    expect(delivered).toHaveLength(count)
    expect(new Set(delivered)).toEqual(new Set(keys.map((key) => `<${key}@localhost>`)))
    const rows = await shop.db.orm.em
      .fork()
      .execute<{ status: string; attempts: number; total: number }[]>(
        `select status, attempts, count(*)::int as total from email_log
         where order_id = ? and template = 'admin-message' group by status, attempts`,
        [orderId],
      )
    expect(rows).toEqual([{ status: 'sent', attempts: 1, total: count }])
  }, 120_000)
})
