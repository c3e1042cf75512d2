import type { BuyerOrder } from '@shop/domain'
import { placePaidOrder, signUpCustomer, type TestApp } from '@shop/api/testing'
import type { SmtpCatcher } from '@shop/mail/testing'
import { deleteKeysWithPrefix } from '@shop/queue/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepReminders } from '@shop/worker/testing'
import { settled, startDeliveryHarness, type DeliveryHarness } from './testing.ts'

// Shortened promise: due 10.8 s after payment, the first reminder 5.4 s before that.
const dueSeconds = 10.8
const leadSeconds = 5.4

let harness: DeliveryHarness
let shop: TestApp
let smtp: SmtpCatcher
let worker: DeliveryHarness['worker']
let api: DeliveryHarness['api']

beforeAll(async () => {
  harness = await startDeliveryHarness('reminders', {
    MANAGER_EMAILS: 'boss@shop.test,ops@shop.test',
    DELIVERY_PROMISE_HOURS: String(dueSeconds / 3600),
    REMINDER_LEAD_HOURS: String(leadSeconds / 3600),
  })
  ;({ shop, smtp, worker, api } = harness)
})
afterAll(() => harness?.close())

async function paidOrder() {
  const { token } = await signUpCustomer(api)
  return placePaidOrder(api, token)
}

const managers = ['boss@shop.test', 'ops@shop.test']
const remindersOf = (order: BuyerOrder) => (m: { subject?: string; envelopeTo: string[] }) =>
  m.envelopeTo.some((to) => managers.includes(to)) &&
  m.subject?.includes(`הזמנה ${order.order_number} `) === true

describe('delivery reminders', () => {
  it('fire at lead time and at due time, once each, even after Redis lost their jobs', async () => {
    const order = await paidOrder()
    const paidAt = Date.parse(order.paid_at!)
    const reminders = shop.deps.queues.reminders
    await expect.poll(() => reminders.getDelayedCount()).toBeGreaterThanOrEqual(2)

    // Redis restarted without persistence: every key of ours is gone.
    await deleteKeysWithPrefix(shop.deps.env.REDIS_URL, shop.deps.env.QUEUE_PREFIX)
    expect(await reminders.getDelayedCount()).toBe(0)
    expect(await sweepReminders(worker.deps)).toBeGreaterThanOrEqual(2)
    await sweepReminders(worker.deps)
    expect(await reminders.getDelayedCount()).toBe(2)

    const dueSoon = await smtp.waitFor(
      (m) => remindersOf(order)(m) && m.subject!.startsWith('תזכורת'),
      2,
      15_000,
    )
    const firedAfter = (dueSoon[0]!.date!.getTime() - paidAt) / 1000
    expect(firedAfter).toBeGreaterThanOrEqual(dueSeconds - leadSeconds - 1)
    expect(dueSoon.flatMap((m) => m.envelopeTo).sort()).toEqual(['boss@shop.test', 'ops@shop.test'])

    const overdue = await smtp.waitFor(
      (m) => remindersOf(order)(m) && m.subject!.startsWith('באיחור'),
      2,
      15_000,
    )
    expect((overdue[0]!.date!.getTime() - paidAt) / 1000).toBeGreaterThanOrEqual(dueSeconds - 1)
    await settled(shop)
    expect(smtp.messages.filter(remindersOf(order))).toHaveLength(4)
  }, 60_000)

  it('are cancelled when the order becomes ready', async () => {
    const order = await paidOrder()
    await expect.poll(() => shop.deps.queues.reminders.getDelayedCount()).toBeGreaterThanOrEqual(2)
    const uploaded = await harness.upload(order.reports[0]!.id, Buffer.from('%PDF-1.7\n%%EOF\n'))
    expect(uploaded.status).toBe(200)
    await expect.poll(() => shop.deps.queues.reminders.getDelayedCount()).toBe(0)
    expect(await sweepReminders(worker.deps)).toBe(0)
    // Paid later and never made ready, its overdue reminders come after the first's would have.
    const marker = await paidOrder()
    await smtp.waitFor(
      (m) => remindersOf(marker)(m) && m.subject!.startsWith('באיחור'),
      2,
      (dueSeconds + 15) * 1000,
    )
    expect(smtp.messages.filter(remindersOf(order))).toHaveLength(0)
    const rows = await shop.db.orm.em.fork().execute(
      `select d.kind, d.sent_at is null as unsent, d.cancelled_at is not null as cancelled
                from delivery_reminders d join orders o on o.id = d.order_id where o.id = ? order by d.kind`,
      [order.id],
    )
    expect(rows).toEqual([
      { kind: 'due-soon', unsent: true, cancelled: true },
      { kind: 'overdue', unsent: true, cancelled: true },
    ])
  }, 60_000)
})
