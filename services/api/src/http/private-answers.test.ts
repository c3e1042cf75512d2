import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  client,
  createTestApp,
  placePaidOrder,
  signIn,
  signUpCustomer,
  testAdmin,
  busyShopEnv,
  type TestApp,
} from '../testing.ts'

let shop: TestApp
let api: ReturnType<typeof client>

beforeAll(async () => {
  shop = await createTestApp('private_answers', {
    env: busyShopEnv,
  })
  api = client(shop)
})
afterAll(() => shop?.close())

describe('private answers', () => {
  it('tell every cache on the way to keep no copy', async () => {
    const customer = await signUpCustomer(api)
    const order = await placePaidOrder(api, customer.token)
    const adminToken = await signIn(api, testAdmin.email, testAdmin.password)
    const signedIn = await api<{ refreshJwt: string }>('POST', '/api/auth/login', {
      body: { email: testAdmin.email, password: testAdmin.password },
    })
    const buyer = { token: customer.token }
    const admin = { token: adminToken }
    const polled = await api('GET', '/api/orders', buyer)
    const answers = {
      'sign-in': signedIn,
      'sign-in refused': await api('POST', '/api/auth/login', {
        body: { email: testAdmin.email, password: 'not-the-password' },
      }),
      refresh: await api('POST', '/api/auth/refresh', {
        body: { refreshJwt: signedIn.body.data.refreshJwt },
      }),
      me: await api('GET', '/api/auth/me', buyer),
      orders: polled,
      'orders unchanged': {
        response: await shop.app.request('/api/orders', {
          headers: {
            authorization: `Bearer ${customer.token}`,
            'if-none-match': polled.response.headers.get('etag')!,
          },
        }),
      },
      order: await api('GET', `/api/orders/${order.id}`, buyer),
      payments: await api('GET', '/api/payments', buyer),
      invoice: await api('GET', `/api/payments/${order.id}/invoice`, buyer),
      'admin session': await api('GET', '/api/admin/session', admin),
      'admin orders': await api('GET', '/api/admin/orders', admin),
      'admin invoice': await api('GET', `/api/admin/orders/${order.id}/invoice`, admin),
      'admin e-mails': await api('GET', `/api/admin/orders/${order.id}/emails`, admin),
      'admin users': await api('GET', '/api/admin/users', admin),
      'admin stats': await api('GET', '/api/admin/stats', admin),
      'admin map texts': await api('GET', '/api/admin/map-texts', admin),
      'admin without a session': await api('GET', '/api/admin/orders'),
    }
    const cacheControl = Object.fromEntries(
      Object.entries(answers).map(([name, answer]) => [
        name,
        answer.response.headers.get('cache-control') ?? null,
      ]),
    )
    expect(cacheControl).toEqual(
      Object.fromEntries(Object.keys(answers).map((name) => [name, 'no-store'])),
    )
  })
})
