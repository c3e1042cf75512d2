import { shopDate } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  client,
  createTestApp,
  signIn,
  signUpCustomer,
  testAdmin,
  testAdminEnv,
  type TestApp,
} from '../../testing.ts'

let shop: TestApp
let api: ReturnType<typeof client>
let adminToken: string
let customerToken: string

beforeAll(async () => {
  shop = await createTestApp('admin_guard', {
    env: { ...testAdminEnv, RATE_LIMIT_PER_MINUTE: '1000' },
  })
  api = client(shop)
  adminToken = await signIn(api, testAdmin.email, testAdmin.password)
  customerToken = (await signUpCustomer(api)).token
})
afterAll(() => shop?.close())

const couponBody = { code: 'GUARD10', discountType: 'percentage', discountValue: 10 }

/**
 * Every manager-only call. Each row is run in order for the admin, so a row may rely on an
 * earlier one (the coupon created is then edited and deleted).
 */
const adminCalls: { method: string; path: string | (() => string); body?: unknown }[] = [
  { method: 'GET', path: '/api/admin/session' },
  { method: 'GET', path: '/api/admin/orders' },
  { method: 'GET', path: '/api/admin/orders?status=pending&page=1&pageSize=5' },
  { method: 'GET', path: '/api/admin/users' },
  { method: 'GET', path: '/api/admin/stats' },
  { method: 'GET', path: '/api/settings' },
  { method: 'PATCH', path: '/api/settings/map_price', body: { value: 190 } },
  { method: 'GET', path: '/api/settings/vat-rates' },
  {
    method: 'POST',
    path: '/api/settings/vat-rates',
    body: { rate: 19, in_force_from: shopDate(Date.now(), 4000) },
  },
  { method: 'DELETE', path: () => `/api/settings/vat-rates/${createdVatRateId}` },
  {
    method: 'PATCH',
    path: '/api/settings/business',
    body: { business_name: 'מפה', business_address: 'כתובת', dealer_number: '000000018' },
  },
  { method: 'GET', path: '/api/coupons' },
  { method: 'POST', path: '/api/coupons', body: couponBody },
  {
    method: 'PATCH',
    path: () => `/api/coupons/${createdCouponId}`,
    body: { ...couponBody, discountValue: 15 },
  },
  { method: 'DELETE', path: () => `/api/coupons/${createdCouponId}` },
]
let createdCouponId = '00000000-0000-4000-8000-000000000000'
let createdVatRateId = '00000000-0000-4000-8000-000000000000'
const pathOf = (call: (typeof adminCalls)[number]) =>
  typeof call.path === 'string' ? call.path : call.path()

describe('the admin guard on every admin call', () => {
  it.each(adminCalls.map((call) => [call.method, call] as const))(
    '%s refuses a caller without a token (401) and a customer (403)',
    async (_, call) => {
      const anonymous = await api(call.method, pathOf(call), { body: call.body })
      expect(anonymous.status).toBe(401)
      expect(anonymous.body.success).toBe(false)
      const customer = await api(call.method, pathOf(call), {
        body: call.body,
        token: customerToken,
      })
      expect(customer.status).toBe(403)
      expect(customer.body.error?.message).toBe('אין לך הרשאה לבצע פעולה זו')
    },
  )

  it('lets the admin through every call', async () => {
    for (const call of adminCalls) {
      const answer = await api<{ id?: string }>(call.method, pathOf(call), {
        body: call.body,
        token: adminToken,
      })
      expect(answer.status, `${call.method} ${pathOf(call)}`).toBeGreaterThanOrEqual(200)
      expect(answer.status, `${call.method} ${pathOf(call)}`).toBeLessThan(300)
      if (call.method === 'POST' && pathOf(call) === '/api/coupons')
        createdCouponId = answer.body.data.id!
      if (call.method === 'POST' && pathOf(call) === '/api/settings/vat-rates')
        createdVatRateId = answer.body.data.id!
    }
  })

  it('refuses a forged admin claim: membership is read from the database', async () => {
    const { token } = await signUpCustomer(api)
    const [header, payload, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object
    const forged = Buffer.from(JSON.stringify({ ...claims, tenants: ['shop-admins'] })).toString(
      'base64url',
    )
    const answer = await api('GET', '/api/admin/stats', {
      token: `${header}.${forged}.${signature}`,
    })
    expect(answer.status).toBe(401)
  })

  it('takes a removed membership into account at once', async () => {
    const em = shop.db.orm.em.fork()
    const member = await signUpCustomer(api)
    await em.execute(
      `insert into tenant_memberships (id, user_id, tenant_id, roles, created_at)
       values (gen_random_uuid(), ?, 'shop-admins', '{}', now())`,
      [member.userId],
    )
    expect((await api('GET', '/api/admin/stats', { token: member.token })).status).toBe(200)
    await em.execute(`delete from tenant_memberships where user_id = ?`, [member.userId])
    expect((await api('GET', '/api/admin/stats', { token: member.token })).status).toBe(403)
  })
})

describe('customers in the dashboard', () => {
  it("count and list customers only, not the managers' accounts", async () => {
    const stats = await api<{ totalCustomers: number }>('GET', '/api/admin/stats', {
      token: adminToken,
    })
    const users = await api<{ items: { email: string }[]; total: number }>(
      'GET',
      '/api/admin/users',
      {
        token: adminToken,
      },
    )
    expect(users.body.data.items.map((user) => user.email)).not.toContain(testAdmin.email)
    expect(stats.body.data.totalCustomers).toBe(users.body.data.total)
  })
})

describe('the queue board', () => {
  const boardPaths = [
    '/admin/queues',
    '/admin/queues/',
    '/admin/queues/queue/email',
    '/admin/queues/api/queues',
    '/admin/queues/api/redis/stats',
    '/admin/queues/static/js/main.js',
  ]
  const cookieFor = (token: string) => ({ cookie: `queue_board_session=${token}` })

  it.each(boardPaths)('refuses %s to anyone but a manager, by bearer or cookie', async (path) => {
    expect((await shop.app.request(path)).status).toBe(401)
    const asCustomer = await shop.app.request(path, {
      headers: { authorization: `Bearer ${customerToken}` },
    })
    expect(asCustomer.status).toBe(403)
    expect((await shop.app.request(path, { headers: cookieFor(customerToken) })).status).toBe(403)
    expect((await shop.app.request(path, { headers: cookieFor('not-a-token') })).status).toBe(401)
  })

  it('opens for a manager with the cookie the dashboard session check hands out', async () => {
    const session = await api('GET', '/api/admin/session', { token: adminToken })
    const setCookie = session.response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^queue_board_session=[^;]+;/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Strict/i)
    expect(setCookie).toMatch(/Path=\/admin\/queues/)
    const cookie = setCookie.split(';')[0]!
    const page = await shop.app.request('/admin/queues', { headers: { cookie } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="root">')
    const queues = await shop.app.request('/admin/queues/api/queues', { headers: { cookie } })
    expect(queues.status).toBe(200)
    const body = (await queues.json()) as { queues: { name: string }[] }
    expect(body.queues.map((queue) => queue.name).sort()).toEqual([
      'documents',
      'email',
      'events',
      'maps',
      'reminders',
    ])
  })
})
