import type { PublicSettings } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
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

const business = {
  business_name: 'מפה בע״מ',
  business_address: 'הרצל 1, תל אביב',
  dealer_number: '514123454',
}

const closed =
  'לא ניתן לשלם כרגע: אנחנו משלימים את פרטי העסק הדרושים להפקת חשבונית מס קבלה. אפשר למלא את פרטי המפה ולחזור לתשלום בקרוב, או לכתוב לנו.'

let production: TestApp
let development: TestApp

beforeAll(async () => {
  production = await createTestApp('checkout-production', {
    env: { ...testAdminEnv, NODE_ENV: 'production' },
  })
  development = await createTestApp('checkout-development', {
    env: { NODE_ENV: 'development' },
  })
})
afterAll(async () => {
  await production?.close()
  await development?.close()
})

const checkoutOpen = async (api: ReturnType<typeof client>) =>
  (await api<PublicSettings>('GET', '/api/settings/public')).body.data.checkout_open

async function setBusinessDetails(shop: TestApp, details: typeof business) {
  const api = client(shop)
  const token = await signIn(api, testAdmin.email, testAdmin.password)
  expect((await api('PATCH', '/api/settings/business', { token, body: details })).status).toBe(200)
}

describe('in production, without the business details', () => {
  it('refuses to create an order, in Hebrew, and says checkout is closed', async () => {
    const api = client(production)
    const buyer = await signUpCustomer(api)
    const created = await placeOrder(api, buyer.token, { reports: [testReport()] })
    expect([created.status, created.body.error?.message]).toEqual([503, closed])
    const [{ count }] = await production.db.orm.em
      .fork()
      .execute<[{ count: string }]>(`select count(*) from orders where user_id = ?`, [buyer.userId])
    expect(count).toBe('0')
    expect(await checkoutOpen(api)).toBe(false)
  })

  it('refuses to charge an order made before the details were removed', async () => {
    const api = client(production)
    const buyer = await signUpCustomer(api)
    await setBusinessDetails(production, business)
    const { order } = (await placeOrder(api, buyer.token, { reports: [testReport()] })).body.data
    await production.db.orm.em
      .fork()
      .execute(
        `delete from settings where key in ('business_name', 'business_address', 'dealer_number')`,
      )

    const paid = await api('POST', `/api/orders/${order.id}/pay`, {
      token: buyer.token,
      body: testCard,
    })
    expect([paid.status, paid.body.error?.message]).toEqual([503, closed])
    const [row] = await production.db.orm.em.fork().execute<{ status: string; attempts: string }[]>(
      `select o.status, (select count(*) from payments p where p.order_id = o.id) as attempts
         from orders o where o.id = ?`,
      [order.id],
    )
    expect(row).toEqual({ status: 'pending', attempts: '0' })

    await setBusinessDetails(production, business)
    const retried = await api('POST', `/api/orders/${order.id}/pay`, {
      token: buyer.token,
      body: testCard,
    })
    expect(retried.status).toBe(200)
    expect(await checkoutOpen(api)).toBe(true)
  })
})

describe('in development, without the business details', () => {
  it('takes the payment and issues a draft invoice-receipt', async () => {
    const api = client(development)
    const buyer = await signUpCustomer(api)
    const { order } = (await placeOrder(api, buyer.token, { reports: [testReport()] })).body.data
    const paid = await api('POST', `/api/orders/${order.id}/pay`, {
      token: buyer.token,
      body: testCard,
    })
    expect(paid.status).toBe(200)
    const invoice = await api<{ draft: boolean }>('GET', `/api/payments/${order.id}/invoice`, {
      token: buyer.token,
    })
    expect([invoice.status, invoice.body.data.draft]).toEqual([200, true])
    expect(await checkoutOpen(api)).toBe(true)
  })
})
