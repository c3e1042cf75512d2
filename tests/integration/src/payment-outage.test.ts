import {
  client,
  createTestApp,
  placeOrder,
  appSandbox,
  capturingLogger,
  signUpCustomer,
  testCard,
  testReport,
  type PaymentProvider,
  type TestApp,
} from '@shop/api/testing'
import { startPostgresCluster, type PostgresCluster } from '@shop/db/testing'
import { he } from '@shop/domain'
import { startSmtpCatcher } from '@shop/mail/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestWorker } from './testing.ts'

const orderCount = 5
const providerDelayMs = 2000

/** The API retries recording this long; the sweeper then asks the provider. */
const reconcileEnv = { PAYMENT_RECONCILE_AFTER_SECONDS: '5' }

const log = capturingLogger()
/** What the provider's dashboard would show: the charges it made, by order. */
const capturesByOrder = new Map<string, Set<string>>()
let cluster: PostgresCluster
let shop: TestApp
let api: ReturnType<typeof client>
/** The sandbox, once the app's Redis (where it keeps its charges) is there. */
let sandbox: PaymentProvider

beforeAll(async () => {
  cluster = await startPostgresCluster()
  const provider: PaymentProvider = {
    name: 'sandbox',
    lookup: (key) => sandbox.lookup(key),
    refund: (reference) => sandbox.refund(reference),
    async charge(request) {
      const result = await sandbox.charge(request)
      if (result.ok) {
        const references = capturesByOrder.get(request.orderId) ?? new Set()
        capturesByOrder.set(request.orderId, references.add(result.reference))
      }
      return result
    },
  }
  shop = await createTestApp('payment_outage', {
    databaseServerUrl: cluster.url,
    env: { RATE_LIMIT_PER_MINUTE: '10000', ...reconcileEnv },
    paymentProvider: provider,
    logger: log.logger,
  })
  sandbox = appSandbox(shop, providerDelayMs)
  api = client(shop)
}, 60_000)

afterAll(async () => {
  await shop?.close()
  await cluster?.remove()
})

const paymentsOf = (orderIds: string[]) =>
  shop.db.orm.em
    .fork()
    .execute<{ order_id: string; status: string; provider_reference: string | null }[]>(
      `select order_id, status, provider_reference from payments where order_id in (?)`,
      [orderIds],
    )

/**
 * Pays `orderCount` new orders with the database stopped while the provider charges them, and
 * started again once the buyers had their answers and `whileDown` returned. Checks what a buyer
 * and the provider must see whoever recorded the charges: one capture per order, each recorded,
 * every order paid, and a Hebrew 'being confirmed' answer instead of an error.
 */
async function payThroughOutage(whileDown: (orderIds: string[]) => Promise<void>) {
  const buyers = await Promise.all(
    Array.from({ length: orderCount }, async () => {
      const buyer = await signUpCustomer(api)
      const placed = await placeOrder(api, buyer.token, { reports: [testReport()] })
      return { token: buyer.token, orderId: placed.body.data.order.id }
    }),
  )
  const orderIds = buyers.map((buyer) => buyer.orderId)
  const answers = Promise.all(
    buyers.map(({ orderId, token }) =>
      api<{ message?: string }>('POST', `/api/orders/${orderId}/pay`, { token, body: testCard }),
    ),
  )
  // Every order claimed, so every charge is under way at the provider: now the database goes.
  await expect
    .poll(async () => (await paymentsOf(orderIds)).filter((row) => row.status === 'pending'))
    .toHaveLength(orderCount)
  await cluster.stop()
  const answered = await answers
  await whileDown(orderIds)
  await cluster.start()

  for (const { status, body } of answered) {
    expect({ status, message: body.data?.message }).toEqual({
      status: 202,
      message: he.payment.beingConfirmed,
    })
  }
  for (const { orderId, token } of buyers) {
    const status = async () =>
      (await api<{ order: { status: string } }>('GET', `/api/orders/${orderId}`, { token })).body
        .data.order?.status
    await expect.poll(status, { timeout: 60_000 }).toBe('paid')
  }
  const charges = orderIds.map((id) => [...(capturesByOrder.get(id) ?? [])])
  expect(charges.map((references) => references.length)).toEqual(orderIds.map(() => 1))
  const payments = await paymentsOf(orderIds)
  expect(payments.map((row) => row.status)).toEqual(orderIds.map(() => 'captured'))
  expect(payments.map((row) => row.provider_reference).sort()).toEqual(charges.flat().sort())
  // While the database was away, only the log knew the charges.
  for (const reference of charges.flat()) {
    const line = log.lines.find((entry) => entry.reference === reference)
    expect(line?.level).toBe(50)
  }
  expect(JSON.stringify(log.lines)).not.toContain(testCard.cardNumber.replaceAll(' ', ''))
  return buyers
}

describe('the database stops while cards are being charged', () => {
  it('charges each card once and the API records every charge once it is back', async () => {
    const buyers = await payThroughOutage(async () => {})

    // Paying again charges nothing more.
    const [first] = buyers
    const again = await api('POST', `/api/orders/${first!.orderId}/pay`, {
      token: first!.token,
      body: testCard,
    })
    expect(again.status).toBe(409)
    expect(capturesByOrder.get(first!.orderId)?.size).toBe(1)
  }, 120_000)

  it('leaves the charges to the sweeper when the outage outlasts the API’s retries', async () => {
    const smtp = await startSmtpCatcher()
    const worker = startTestWorker(shop, smtp, { sweepIntervalMs: 200, env: reconcileEnv })
    try {
      await payThroughOutage(async (orderIds) => {
        const gaveUp = () =>
          log.lines.filter(
            (line) =>
              line.msg === 'charge still not recorded; left to the sweeper' &&
              orderIds.includes(line.orderId as string),
          )
        await expect.poll(gaveUp, { timeout: 30_000 }).toHaveLength(orderCount)
      })
    } finally {
      await worker.stop()
      await smtp.close()
    }
  }, 120_000)
})
