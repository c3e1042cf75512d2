import {
  placeOrder,
  appSandbox,
  signUpCustomer,
  testCard,
  testReport,
  type PaymentProvider,
  type TestApp,
} from '@shop/api/testing'
import { he } from '@shop/domain'
import { paymentIdempotencyKey } from '@shop/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDeliveryHarness, startTestWorker, type DeliveryHarness } from './testing.ts'

let harness: DeliveryHarness
let shop: TestApp
let api: DeliveryHarness['api']
/** The sandbox as another process sees it: the charges it remembers outlive the API. */
let sandbox: PaymentProvider
/** The keys the shop asked the provider about. */
const lookups: string[] = []

beforeAll(async () => {
  const provider: PaymentProvider = {
    name: 'sandbox',
    charge: (request) => sandbox.charge(request),
    refund: (reference) => sandbox.refund(reference),
    lookup(key) {
      lookups.push(key)
      return sandbox.lookup(key)
    },
  }
  harness = await startDeliveryHarness(
    'payment_reconciliation',
    {},
    { withWorker: false, paymentProvider: provider },
  )
  ;({ shop, api } = harness)
  sandbox = appSandbox(shop)
})
afterAll(() => harness?.close())

const sql = <T>(query: string, params: unknown[] = []) =>
  shop.db.orm.em.fork().execute<T[]>(query, params)

const attempts = (orderId: string) =>
  sql<{ status: string; provider_reference: string | null; error: string | null }>(
    `select status, provider_reference, error from payments where order_id = ? order by created_at`,
    [orderId],
  )

/**
 * An order whose payment attempt was claimed `ageSeconds` ago and then lost track of, as when the
 * database went away mid-payment: `charged` says whether the provider took the money.
 */
async function orderWithLostAttempt(ageSeconds: number, charged: boolean) {
  const buyer = await signUpCustomer(api)
  const order = (await placeOrder(api, buyer.token, { reports: [testReport()] })).body.data.order
  const [payment] = await sql<{ id: string; amount_agorot: number }>(
    `insert into payments (id, order_id, provider, amount_agorot, status, created_at, updated_at)
     select gen_random_uuid(), id, 'sandbox', total_agorot, 'pending',
       now() - make_interval(secs => ?), now() - make_interval(secs => ?)
     from orders where id = ? returning id, amount_agorot`,
    [ageSeconds, ageSeconds, order.id],
  )
  await sql(
    `update orders set billing_name = ?, billing_email = ?, billing_phone = ? where id = ?`,
    [testCard.cardholderName, testCard.billingEmail, testCard.billingPhone, order.id],
  )
  let reference: string | undefined
  if (charged) {
    const charge = await sandbox.charge({
      amountAgorot: payment!.amount_agorot,
      orderId: order.id,
      card: testCard,
      idempotencyKey: paymentIdempotencyKey(payment!.id),
    })
    if (!charge.ok) throw new Error('the sandbox declined the test card')
    reference = charge.reference
  }
  return { orderId: order.id, token: buyer.token, paymentId: payment!.id, reference }
}

describe('a payment attempt the shop lost track of', () => {
  it('is recorded, not charged again, when the buyer pays once more', async () => {
    const lost = await orderWithLostAttempt(3600, true)
    const again = await api('POST', `/api/orders/${lost.orderId}/pay`, {
      token: lost.token,
      body: testCard,
    })
    expect(again.status).toBe(409)
    expect(again.body.error?.message).toBe(he.order.alreadyPaid)
    expect(await attempts(lost.orderId)).toEqual([
      { status: 'captured', provider_reference: lost.reference, error: null },
    ])
    const [order] = await sql<{ status: string; receipt_number: number | null }>(
      `select status, receipt_number from orders where id = ?`,
      [lost.orderId],
    )
    expect(order!.status).toBe('paid')
    expect(order!.receipt_number).not.toBeNull()
  })

  it('is given up only after the provider says it has no charge under its key', async () => {
    const lost = await orderWithLostAttempt(3600, false)
    const again = await api('POST', `/api/orders/${lost.orderId}/pay`, {
      token: lost.token,
      body: testCard,
    })
    expect(again.status).toBe(200)
    expect(lookups).toContain(paymentIdempotencyKey(lost.paymentId))
    const [abandoned, paid] = await attempts(lost.orderId)
    expect(abandoned).toMatchObject({ status: 'failed', provider_reference: null })
    expect(abandoned!.error).toMatch(/no charge under its key/)
    expect(paid!.status).toBe('captured')
  })

  it('is recorded by the worker when no one pays again', async () => {
    const recent = await orderWithLostAttempt(2, true)
    const unknown = await orderWithLostAttempt(3600, false)
    const worker = startTestWorker(shop, harness.smtp, {
      sweepIntervalMs: 100,
      env: { PAYMENT_RECONCILE_AFTER_SECONDS: '1' },
    })
    try {
      const statusOf = async (orderId: string) => (await attempts(orderId))[0]?.status
      await expect.poll(() => statusOf(recent.orderId), { timeout: 20_000 }).toBe('captured')
      await expect.poll(() => statusOf(unknown.orderId), { timeout: 20_000 }).toBe('failed')
    } finally {
      await worker.stop()
    }
    expect(await attempts(recent.orderId)).toEqual([
      { status: 'captured', provider_reference: recent.reference, error: null },
    ])
    const [order] = await sql<{ status: string; billing_email: string; due_at: Date | null }>(
      `select status, billing_email, due_at from orders where id = ?`,
      [recent.orderId],
    )
    expect(order).toMatchObject({ status: 'paid', billing_email: testCard.billingEmail })
    expect(order!.due_at).not.toBeNull()
    expect((await attempts(unknown.orderId))[0]!.error).toMatch(/no charge under its key/)
  })
})
