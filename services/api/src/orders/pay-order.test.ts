import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PaymentProvider } from '@shop/core'
import {
  appSandbox,
  capturingLogger,
  client,
  createTestApp,
  placeOrder,
  signIn,
  signUpCustomer,
  testAdmin,
  testAdminEnv,
  testCard,
  testReport,
  type TestApp,
} from '../testing.ts'

const providerDelayMs = 3000

/** The sandbox, once the app's Redis (where it keeps its charges) is there. */
let sandbox: PaymentProvider

/**
 * The sandbox, with what a real provider's dashboard would show: how many charges reached it.
 * Tests switch it to decline, to fail, or to fail refunds.
 */
function recordingProvider() {
  const provider = {
    name: 'sandbox',
    charges: 0,
    refunds: 0,
    mode: 'accept' as 'accept' | 'decline' | 'unreachable' | 'answerLost',
    refundFails: false,
    async charge(request) {
      provider.charges += 1
      if (provider.mode === 'decline') return { ok: false, reason: 'card declined (test)' }
      if (provider.mode === 'unreachable') throw new Error('provider timed out (test)')
      if (provider.mode === 'answerLost') {
        await sandbox.charge(request)
        throw new Error('connection reset after the charge (test)')
      }
      return sandbox.charge(request)
    },
    async refund(reference) {
      provider.refunds += 1
      if (provider.refundFails) throw new Error('refund endpoint down (test)')
      return sandbox.refund(reference)
    },
    lookup: (key) => sandbox.lookup(key),
  } satisfies PaymentProvider & Record<string, unknown>
  return provider
}

const log = capturingLogger()
const provider = recordingProvider()
let shop: TestApp
let api: ReturnType<typeof client>
let adminToken: string

beforeAll(async () => {
  shop = await createTestApp('pay_order', {
    env: { ...testAdminEnv, RATE_LIMIT_PER_MINUTE: '10000' },
    paymentProvider: provider,
    logger: log.logger,
  })
  sandbox = appSandbox(shop, providerDelayMs)
  api = client(shop)
  adminToken = await signIn(api, testAdmin.email, testAdmin.password)
})
afterAll(() => shop?.close())

async function newOrder(body: object = { reports: [testReport()] }) {
  const buyer = await signUpCustomer(api)
  const order = (await placeOrder(api, buyer.token, body)).body.data.order
  return { token: buyer.token, orderId: order.id, orderNumber: order.order_number }
}

const pay = (orderId: string, token: string) =>
  api('POST', `/api/orders/${orderId}/pay`, { token, body: testCard })

const attempts = (orderId: string) =>
  shop.db.orm.em
    .fork()
    .execute<
      { status: string; provider_reference: string | null; amount_agorot: number; error: string }[]
    >(
      `select status, provider_reference, amount_agorot, error from payments where order_id = ? order by created_at`,
      [orderId],
    )

describe('paying one order from many tabs at once', () => {
  it('lets exactly one attempt reach the provider; the others are refused at once', async () => {
    provider.mode = 'accept'
    const { orderId, token } = await newOrder()
    const before = provider.charges
    const finished: number[] = []
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        pay(orderId, token).then((answer) => {
          finished.push(answer.status)
          return answer
        }),
      ),
    )
    expect(provider.charges - before).toBe(1)
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    const refused = answers.filter((a) => a.status === 409)
    expect(refused).toHaveLength(19)
    for (const answer of refused) {
      expect(answer.body.error!.message).toMatch(/^(התשלום להזמנה זו כבר מתבצע|ההזמנה כבר שולמה)/)
    }
    // The refusals did not wait for the provider: every one came back before the charge did.
    expect(finished.at(-1)).toBe(200)
    expect(provider.refunds).toBe(0)
    const [attempt, ...others] = await attempts(orderId)
    expect(others).toEqual([])
    expect(attempt).toMatchObject({ status: 'captured', amount_agorot: 21240 })
    expect(attempt!.provider_reference).toMatch(/^sandbox-/)
  }, 30_000)
})

describe('payment attempts', () => {
  it('keeps a declined attempt, charges nothing more and lets the buyer try again', async () => {
    const { orderId, token } = await newOrder()
    provider.mode = 'decline'
    const declined = await pay(orderId, token)
    expect(declined.status).toBe(422)
    expect(declined.body.error!.message).toBe('התשלום נדחה. אנא בדוק את פרטי הכרטיס ונסה שוב.')
    provider.mode = 'unreachable'
    const unreachable = await pay(orderId, token)
    expect(unreachable.status).toBe(503)
    expect(unreachable.body.error!.message).toMatch(/הכרטיס לא חויב/)
    provider.mode = 'accept'
    expect((await pay(orderId, token)).status).toBe(200)
    expect((await attempts(orderId)).map((a) => [a.status, a.error])).toEqual([
      ['failed', 'card declined (test)'],
      ['failed', 'provider timed out (test)'],
      ['captured', null],
    ])
  }, 30_000)

  it('asks the provider when a charge fails on the way back, and records one it made', async () => {
    const { orderId, token } = await newOrder()
    provider.mode = 'answerLost'
    const paid = await pay(orderId, token)
    provider.mode = 'accept'
    expect(paid.status).toBe(200)
    const [attempt, ...others] = await attempts(orderId)
    expect(others).toEqual([])
    expect(attempt).toMatchObject({ status: 'captured', error: null })
    expect(attempt!.provider_reference).toMatch(/^sandbox-/)
  }, 30_000)

  it('refunds when the order cannot be completed, and a failed refund never hides why', async () => {
    const code = `ONCE${Date.now()}`
    const coupon = await api('POST', '/api/coupons', {
      token: adminToken,
      body: { code, discountType: 'fixed', discountValue: 10, maxUses: 1 },
    })
    expect(coupon.status).toBe(201)
    const first = await newOrder({ reports: [testReport()], couponCode: code })
    const second = await newOrder({ reports: [testReport()], couponCode: code })
    const third = await newOrder({ reports: [testReport()], couponCode: code })
    provider.mode = 'accept'
    expect((await pay(first.orderId, first.token)).status).toBe(200)

    const refunded = await pay(second.orderId, second.token)
    expect(refunded.status).toBe(409)
    expect((await attempts(second.orderId)).map((a) => a.status)).toEqual(['refunded'])

    provider.refundFails = true
    const stuck = await pay(third.orderId, third.token)
    provider.refundFails = false
    // The buyer hears the first error (the coupon), not the refund's.
    expect(stuck.status).toBe(409)
    expect(stuck.body.error!.message).toBe(
      'הקופון שבהזמנה אינו בתוקף עוד. אנא מחק את ההזמנה והזמן מחדש.',
    )
    const [attempt] = await attempts(third.orderId)
    expect(attempt!.status).toBe('authorized')
    expect(attempt!.error).toMatch(/refund failed/)
    const logged = log.lines.find(
      (line) => line.msg === 'refund failed after the order could not be completed',
    )
    expect(logged?.level).toBe(50)
    expect(JSON.stringify(log.lines)).not.toContain(testCard.cardNumber)
  }, 40_000)

  it('shows managers every attempt in the order details', async () => {
    const { orderId, token, orderNumber } = await newOrder()
    provider.mode = 'decline'
    await pay(orderId, token)
    provider.mode = 'accept'
    await pay(orderId, token)
    const list = await api<{
      items: { id: string; payments: { status: string; amount: string }[] }[]
    }>('GET', `/api/admin/orders?q=${orderNumber}`, { token: adminToken })
    const order = list.body.data.items.find((item) => item.id === orderId)!
    expect(order.payments.map((p) => [p.status, p.amount])).toEqual([
      ['failed', '212.40'],
      ['captured', '212.40'],
    ])
  }, 30_000)
})
