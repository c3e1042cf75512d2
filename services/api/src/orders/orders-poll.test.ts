import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  client,
  createTestApp,
  placeOrder,
  signIn,
  testAdmin,
  testAdminEnv,
  testCard,
  testReport,
  type TestApp,
} from '../testing.ts'

let shop: TestApp
let api: ReturnType<typeof client>

beforeAll(async () => {
  shop = await createTestApp('orders_poll', {
    env: { ...testAdminEnv, RATE_LIMIT_PER_MINUTE: '10000', PAYMENT_SANDBOX_DELAY_MS: '0' },
  })
  api = client(shop.app)
  for (let waited = 0; !shop.deps.ordersPoll.listener.live(); waited += 50) {
    if (waited > 10_000) throw new Error('the orders change listener did not connect')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
})
afterAll(() => shop?.close())

async function signUp(name: string) {
  const email = `${name}-${Date.now()}@example.co.il`
  const answer = await api<{ sessionJwt: string; refreshJwt: string }>('POST', '/api/auth/signup', {
    body: { email, password: 'customer-password-1' },
  })
  return { token: answer.body.data.sessionJwt, refreshJwt: answer.body.data.refreshJwt }
}

const poll = (token: string, etag?: string) =>
  shop.app.request('/api/orders', {
    headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
  })

/** Polls until the list has changed; answers the new ETag. */
async function changedSince(token: string, etag: string) {
  let latest = etag
  await expect
    .poll(
      async () => {
        const response = await poll(token, etag)
        latest = response.headers.get('etag') ?? ''
        return response.status
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBe(200)
  return latest
}

describe('the orders poll', () => {
  it('answers an unchanged list 304 from Redis alone, and a changed one in full', async () => {
    const buyer = await signUp('poller')
    const order = (await placeOrder(api, buyer.token, { reports: [testReport()] })).body.data.order
    const first = await poll(buyer.token)
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^W\/"/)
    // The first poll with the ETag passes the database checks and is remembered.
    expect((await poll(buyer.token, etag)).status).toBe(304)

    const forks = vi.spyOn(shop.deps.orm.em, 'fork')
    for (let i = 0; i < 20; i++) {
      const response = await poll(buyer.token, etag)
      expect(response.status).toBe(304)
      expect(response.headers.get('etag')).toBe(etag)
    }
    expect(forks).not.toHaveBeenCalled()
    forks.mockRestore()

    // Paid through the API.
    const paid = await api('POST', `/api/orders/${order.id}/pay`, {
      token: buyer.token,
      body: testCard,
    })
    expect(paid.status).toBe(200)
    const afterPayment = await changedSince(buyer.token, etag)
    expect(afterPayment).not.toBe(etag)
    expect((await poll(buyer.token, afterPayment)).status).toBe(304)

    // Changed behind the API's back (the worker, a manager at psql): the database tells.
    await shop.db.orm.em
      .fork()
      .execute(`update reports set status = 'processing' where order_id = ?`, [order.id])
    const afterWorker = await changedSince(buyer.token, afterPayment)
    const list = (await (await poll(buyer.token)).json()) as {
      data: { reports: { status: string }[] }[]
    }
    expect(list.data[0]!.reports[0]!.status).toBe('processing')
    expect((await poll(buyer.token, afterWorker)).status).toBe(304)
  })

  it('never answers 304 to another buyer, nor to a session that ended', async () => {
    const first = await signUp('first')
    const second = await signUp('second')
    await placeOrder(api, first.token, { reports: [testReport()] })
    const etag = (await poll(first.token)).headers.get('etag')!
    expect((await poll(first.token, etag)).status).toBe(304)
    expect((await poll(second.token, etag)).status).toBe(200)

    await api('POST', '/api/auth/logout', { body: { refreshJwt: first.refreshJwt } })
    const afterLogout = await poll(first.token, etag)
    expect(afterLogout.status).toBe(401)
  })

  it('falls back to a hash of the list while the change listener is down', async () => {
    const buyer = await signUp('fallback')
    await placeOrder(api, buyer.token, { reports: [testReport()] })
    await shop.deps.ordersPoll.listener.stop()
    const first = await poll(buyer.token)
    const etag = first.headers.get('etag')!
    expect(first.status).toBe(200)
    expect((await poll(buyer.token, etag)).status).toBe(304)
    await placeOrder(api, buyer.token, { reports: [testReport()] })
    expect((await poll(buyer.token, etag)).status).toBe(200)
    // The admin still reads everything as before.
    const admin = await signIn(api, testAdmin.email, testAdmin.password)
    expect((await api('GET', '/api/admin/orders', { token: admin })).status).toBe(200)
  })
})
