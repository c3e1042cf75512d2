import { he } from '@shop/domain'
import { startRedisServer } from '@shop/queue/testing'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  client,
  createTestApp,
  signIn,
  signUpCustomer,
  testAdmin,
  testAdminEnv,
  type TestApp,
} from '../testing.ts'

let shop: TestApp
let redis: { stop(): Promise<void> }
let redisPort: number
let adminCookie: string
let customerToken: string

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

beforeAll(async () => {
  // A Redis of this suite's own, so it can be taken away without disturbing anyone else.
  redisPort = await freePort()
  redis = await startRedisServer(redisPort)
  shop = await createTestApp('queue_board', {
    env: testAdminEnv,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
  })
  const api = client(shop)
  const adminToken = await signIn(api, testAdmin.email, testAdmin.password)
  const session = await api('GET', '/api/admin/session', { token: adminToken })
  adminCookie = (session.response.headers.get('set-cookie') ?? '').split(';')[0]!
  customerToken = (await signUpCustomer(api)).token
}, 60_000)
afterAll(async () => {
  await shop?.close()
  await redis?.stop()
})

const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
const boardCall = (path: string) =>
  shop.app.request(path, { headers: { cookie: adminCookie, accept: 'application/json' } })

describe('the queue board when Redis is down', () => {
  it('answers its API calls in the envelope with a Hebrew message and nothing internal', async () => {
    expect((await boardCall('/admin/queues/api/queues')).status).toBe(200)
    await redis.stop()
    try {
      for (const path of ['/admin/queues/api/queues', '/admin/queues/api/redis/stats']) {
        const answer = await boardCall(path)
        const text = await answer.text()
        expect([path, answer.status]).toEqual([path, 503])
        expect(JSON.parse(text)).toEqual({
          success: false,
          error: { message: he.admin.queueBoardUnavailable },
        })
        expect(text).not.toMatch(/redis|econn|stream|stack|error:\s*[A-Z]/i)
      }
      // The page itself still loads; it shows the outage through the calls above.
      const page = await shop.app.request('/admin/queues', {
        headers: { cookie: adminCookie, accept: browser },
      })
      expect(page.status).toBe(200)
    } finally {
      redis = await startRedisServer(redisPort)
    }
    await expect
      .poll(async () => (await boardCall('/admin/queues/api/queues')).status, { timeout: 20_000 })
      .toBe(200)
  }, 60_000)
})

describe('a browser refused by the queue board', () => {
  const login = '/admin-login?next=/admin/queues'
  const open = (path: string, headers: Record<string, string>) =>
    shop.app.request(path, { headers: { accept: browser, ...headers } })

  // The customer's token exists only once the tests run, hence a function for it.
  const refused: [string, Record<string, string> | (() => Record<string, string>)][] = [
    ['no cookie', {}],
    ['a bad cookie', { cookie: 'queue_board_session=not-a-token' }],
    ["a customer's cookie", () => ({ cookie: `queue_board_session=${customerToken}` })],
  ]
  it.each(refused)('is sent to the admin login and back, with %s', async (_, headers) => {
    for (const path of ['/admin/queues', '/admin/queues/', '/admin/queues/queue/email']) {
      const answer = await open(path, typeof headers === 'function' ? headers() : headers)
      expect([path, answer.status, answer.headers.get('location')]).toEqual([path, 302, login])
    }
  })

  it('gets the envelope instead when it asks for JSON, as the board itself does', async () => {
    const json = { accept: 'application/json, text/plain, */*' }
    const anonymous = await shop.app.request('/admin/queues/api/queues', { headers: json })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({
      success: false,
      error: { message: he.errors.unauthorized },
    })
    const customer = await shop.app.request('/admin/queues/api/queues', {
      headers: { ...json, cookie: `queue_board_session=${customerToken}` },
    })
    expect(customer.status).toBe(403)
    const form = await shop.app.request('/admin/queues/api/queues/email/clean/failed', {
      method: 'PUT',
      headers: { accept: browser },
    })
    expect(form.status).toBe(401)
  })

  it('opens the board for a manager', async () => {
    const page = await open('/admin/queues', { cookie: adminCookie })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="root">')
  })
})
