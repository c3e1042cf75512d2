import { he } from '@shop/domain'
import { startRedisServer, unusedPort } from '@shop/queue/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  client,
  createTestApp,
  placeOrder,
  signUpCustomer,
  testCard,
  testReport,
  type TestApp,
} from '../testing.ts'

let shop: TestApp
let api: ReturnType<typeof client>

// Behind a trusted proxy the first X-Forwarded-For entry is the caller, so one test app can play
// callers from many addresses.
let addresses = 0
const newAddress = () => `203.0.113.${++addresses}`
const from = (address: string) => ({ 'x-forwarded-for': address })

beforeAll(async () => {
  shop = await createTestApp('rate_limits', {
    env: {
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: '3',
      RATE_LIMIT_LOGIN_FAILURES: '3',
      RATE_LIMIT_ORDERS_PER_USER: '2',
      RATE_LIMIT_PAYMENTS_PER_USER: '2',
      RATE_LIMIT_PAYMENTS_PER_ADDRESS: '3',
      RATE_LIMIT_CLIENT_LOG_PER_MINUTE: '2',
      RATE_LIMIT_ACCOUNT_EMAILS_PER_HOUR: '2',
      PAYMENT_SANDBOX_DELAY_MS: '0',
    },
  })
  api = client(shop)
})
afterAll(() => shop?.close())

async function customer() {
  return signUpCustomer(client(shop, () => from(newAddress())))
}

const login = (email: string, password: string, address = newAddress()) =>
  api('POST', '/api/auth/login', { body: { email, password }, headers: from(address) })

describe('account e-mails', () => {
  it('limits password-reset requests per address per hour, known e-mail or not', async () => {
    const address = newAddress()
    const { email } = await customer()
    const forgot = (to: string) =>
      api('POST', '/api/auth/password/forgot', { body: { email: to }, headers: from(address) })
    expect((await forgot(email)).status).toBe(202)
    expect((await forgot('nobody@example.co.il')).status).toBe(202)
    const limited = await forgot(email)
    expect(limited.status).toBe(429)
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(60)
  })

  it('limits a customer asking for the verification e-mail again', async () => {
    const { token, email } = await customer()
    // Signed in and unverified, as accounts from before verification was required are
    await shop.db.orm.em
      .fork()
      .execute(`update users set email_verified_at = null where email = ?`, [email])
    const resend = () =>
      api('POST', '/api/auth/email/verify/resend', { token, headers: from(newAddress()) })
    expect((await resend()).status).toBe(202)
    expect((await resend()).status).toBe(202)
    expect((await resend()).status).toBe(429)
  })
})

describe('sign-in per account', () => {
  it('pauses an account after its failures, from whatever addresses they came', async () => {
    const { email } = await customer()
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await login(email, 'wrong-password')).status)
    expect(statuses).toEqual([401, 401, 401])
    const paused = await login(email, 'customer-password-1')
    expect(paused.status).toBe(429)
    expect(paused.body).toEqual({
      success: false,
      error: { message: 'יותר מדי ניסיונות התחברות שגויים. אנא נסה שוב בעוד 15 דקות.' },
    })
    const retryAfter = Number(paused.response.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
  })

  it('leaves the manager signed in while someone at the same address guesses other accounts', async () => {
    const office = newAddress()
    const manager = await customer()
    const victim = await customer()
    // A minute's per-address allowance minus the manager's own sign-in
    for (let i = 0; i < 2; i++) await login(victim.email, `guess-${i}`, office)
    expect((await login(manager.email, 'customer-password-1', office)).status).toBe(200)
  })

  it('does not count successful sign-ins', async () => {
    const { email } = await customer()
    for (let i = 0; i < 5; i++) {
      expect((await login(email, 'customer-password-1')).status).toBe(200)
    }
  })

  it('pauses an unknown e-mail just the same, so a 429 does not reveal accounts', async () => {
    const email = `nobody-${Date.now()}@example.co.il`
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await login(email, 'wrong-password')).status)
    expect(statuses).toEqual([401, 401, 401, 429])
  })
})

describe('per-address buckets', () => {
  it('keep sign-in and sign-up apart', async () => {
    const address = newAddress()
    for (let i = 0; i < 3; i++) await login(`someone${i}@example.co.il`, 'wrong-password', address)
    expect((await login('someone@example.co.il', 'wrong-password', address)).status).toBe(429)
    const signup = await api('POST', '/api/auth/signup', {
      body: { email: `fresh-${Date.now()}@example.co.il`, password: 'lemon-tiger-harbour-9' },
      headers: from(address),
    })
    expect(signup.status).toBe(202)
  })

  it('limit logout', async () => {
    const address = newAddress()
    const statuses = []
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await api('POST', '/api/auth/logout', {
            body: { refreshJwt: `made-up-${i}` },
            headers: from(address),
          })
        ).status,
      )
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('limit the reports of pages not found', async () => {
    const address = newAddress()
    const statuses = []
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (
          await api('POST', '/api/client-log/not-found', {
            body: { path: `/missing-${i}` },
            headers: from(address),
          })
        ).status,
      )
    }
    expect(statuses).toEqual([200, 200, 429])
    expect(
      (
        await api('POST', '/api/client-log/not-found', {
          body: { path: '/missing' },
          headers: from(newAddress()),
        })
      ).status,
    ).toBe(200)
  })
})

describe('orders', () => {
  it('limits order creation per customer', async () => {
    const buyer = await customer()
    const other = await customer()
    const statuses = []
    for (let i = 0; i < 3; i++) {
      statuses.push((await placeOrder(api, buyer.token, { reports: [testReport()] })).status)
    }
    expect(statuses).toEqual([201, 201, 429])
    const limited = await placeOrder(api, buyer.token, { reports: [testReport()] })
    expect(limited.body.error?.message).toBe('יותר מדי בקשות. אנא נסה שוב מאוחר יותר.')
    expect((await placeOrder(api, other.token, { reports: [testReport()] })).status).toBe(201)
  })

  it('limits payment attempts per customer, failed ones included', async () => {
    const buyer = await customer()
    const { id } = (await placeOrder(api, buyer.token, { reports: [testReport()] })).body.data.order
    const pay = (body: object) =>
      api('POST', `/api/orders/${id}/pay`, {
        token: buyer.token,
        body,
        headers: from(newAddress()),
      })
    const badCard = { ...testCard, cardNumber: '1234 5678 9012 3456' }
    expect((await pay(badCard)).status).toBe(400)
    expect((await pay(badCard)).status).toBe(400)
    const limited = await pay(testCard)
    expect(limited.status).toBe(429)
    expect(limited.body.success).toBe(false)
    expect(limited.body.error?.message).toBe('יותר מדי בקשות. אנא נסה שוב מאוחר יותר.')
  })

  it('limits payment attempts per address across accounts', async () => {
    const address = newAddress()
    const statuses = []
    for (let i = 0; i < 4; i++) {
      const buyer = await customer()
      const { id } = (await placeOrder(api, buyer.token, { reports: [testReport()] })).body.data
        .order
      statuses.push(
        (
          await api('POST', `/api/orders/${id}/pay`, {
            token: buyer.token,
            body: testCard,
            headers: from(address),
          })
        ).status,
      )
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe('with Redis away', () => {
  let redis: { stop(): Promise<void> } | undefined
  let away: TestApp | undefined
  afterAll(async () => {
    await away?.close()
    await redis?.stop()
  })

  it('refuses sign-in, sign-up, password reset and the contact form, and lets the rest by', async () => {
    const port = await unusedPort()
    redis = await startRedisServer(port)
    away = await createTestApp('rate_limits_away', {
      env: { TRUST_PROXY: 'true' },
      redisUrl: `redis://127.0.0.1:${port}`,
    })
    const call = client(away)
    await redis.stop()
    redis = undefined
    const post = (path: string, body: object) =>
      call('POST', path, { body, headers: from(newAddress()) })
    const answers = {
      'sign-in': await post('/api/auth/login', {
        email: 'a@example.co.il',
        password: 'password-1',
      }),
      'sign-up': await post('/api/auth/signup', {
        email: 'new@example.co.il',
        password: 'password-long-1',
        name: 'דנה כהן',
      }),
      'password forgotten': await post('/api/auth/password/forgot', { email: 'a@example.co.il' }),
      'password reset': await post('/api/auth/password/reset', {
        token: 'x'.repeat(43),
        password: 'password-long-1',
      }),
      contact: await post('/api/contact', {
        name: 'דנה כהן',
        email: 'a@example.co.il',
        message: 'שלום',
      }),
      'coupon check': await post('/api/coupons/validate', { code: 'NOSUCH', orderAmount: '180' }),
      'missing page report': await post('/api/client-log/not-found', { path: '/nowhere' }),
      'e-mail verification': await post('/api/auth/email/verify', { token: 'x'.repeat(43) }),
      'session refresh': await post('/api/auth/refresh', { refreshJwt: 'not-a-token' }),
    }
    expect(answers['missing page report'].status).toBe(200)
    const refused = Object.entries(answers)
      .filter(([, answer]) => answer.status === 503)
      .map(([name, answer]) => [name, answer.body.error?.message])
    expect(refused).toEqual(
      ['sign-in', 'sign-up', 'password forgotten', 'password reset', 'contact'].map((name) => [
        name,
        he.errors.unavailable,
      ]),
    )
  }, 60_000)
})
