import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  client,
  createTestApp,
  placeOrder,
  placePaidOrder,
  signIn,
  signUpCustomer,
  testAdmin,
  busyShopEnv,
  testReport,
  type TestApp,
} from '../../testing.ts'
import { broadSearch } from './order-page.ts'

let shop: TestApp
let api: ReturnType<typeof client>
let adminToken: string

beforeAll(async () => {
  shop = await createTestApp('admin_orders', {
    env: busyShopEnv,
  })
  api = client(shop)
  adminToken = await signIn(api, testAdmin.email, testAdmin.password)
})
afterAll(() => shop?.close())

interface ListedOrder {
  order_number: number
  status: string
  user_email: string
  reports: { subject_name: string }[]
}
const list = async (query: string) => {
  const answer = await api<{ items: ListedOrder[]; total: number; page: number }>(
    'GET',
    `/api/admin/orders?${query}`,
    { token: adminToken },
  )
  expect(answer.status).toBe(200)
  return answer.body.data
}

describe('GET /api/admin/orders', () => {
  it('pages newest first, filters by status and finds by number, e-mail or subject name', async () => {
    const buyer = await signUpCustomer(api)
    const other = await signUpCustomer(api)
    const pending = []
    for (let i = 0; i < 5; i++) {
      pending.push(
        (await placeOrder(api, buyer.token, { reports: [testReport()] })).body.data.order,
      )
    }
    const paid = await placePaidOrder(api, other.token, [
      testReport({ subjectName: 'תמר 100% אלמוג' }),
    ])

    const first = await list('pageSize=2&page=1')
    expect(first.total).toBe(6)
    expect(first.items.map((order) => order.order_number)).toEqual([
      paid.order_number,
      pending[4]!.order_number,
    ])
    const last = await list('pageSize=2&page=3')
    expect(last.items.map((order) => order.order_number)).toEqual([
      pending[1]!.order_number,
      pending[0]!.order_number,
    ])

    const paidOnly = await list('status=paid')
    expect([paidOnly.total, paidOnly.items[0]?.order_number]).toEqual([1, paid.order_number])
    expect((await list(`q=${pending[2]!.order_number}`)).items.map((o) => o.order_number)).toEqual([
      pending[2]!.order_number,
    ])
    const byEmail = await list(`q=${encodeURIComponent(other.email.slice(0, 12))}`)
    expect(byEmail.items.map((o) => o.user_email)).toEqual([other.email])
    expect(byEmail.total).toBe(1)
    const byCapitals = await list(`q=${encodeURIComponent(other.email.slice(0, 12).toUpperCase())}`)
    expect(byCapitals.items.map((o) => o.user_email)).toEqual([other.email])
    // Past the last page no row carries the count, which is still told
    const pastTheEnd = await list(`q=${encodeURIComponent(other.email.slice(0, 12))}&page=3`)
    expect([pastTheEnd.items, pastTheEnd.total]).toEqual([[], 1])
    // A narrow search's first page is listed from the matches its count found, its later pages
    // from every match: filtered by status and paged alike
    const buyerPending = (page: number) =>
      list(`q=${encodeURIComponent(buyer.email)}&status=pending&pageSize=2&page=${page}`)
    expect(await buyerPending(1)).toMatchObject({ total: 5 })
    expect((await buyerPending(1)).items.map((o) => o.order_number)).toEqual([
      pending[4]!.order_number,
      pending[3]!.order_number,
    ])
    expect((await buyerPending(3)).items.map((o) => o.order_number)).toEqual([
      pending[0]!.order_number,
    ])
    expect(await list(`q=${encodeURIComponent(buyer.email)}&status=paid`)).toMatchObject({
      items: [],
      total: 0,
    })
    const bySubject = await list(`q=${encodeURIComponent('100% אלמ')}`)
    expect(bySubject.items.map((o) => o.order_number)).toEqual([paid.order_number])
    // A % typed by a manager is a character, not a wildcard.
    expect((await list(`q=${encodeURIComponent('%')}`)).items.map((o) => o.order_number)).toEqual([
      paid.order_number,
    ])
    expect(await list(`q=${encodeURIComponent('אין כזה')}&status=pending`)).toMatchObject({
      items: [],
      total: 0,
    })
  })
})

describe('a page of orders', () => {
  it('goes out gzipped to a client that accepts it, and plain to one that does not', async () => {
    const buyer = await signUpCustomer(api)
    await placePaidOrder(api, buyer.token, [testReport(), testReport(), testReport()])
    const ask = (encoding?: string) =>
      shop.app.request('/api/admin/orders?pageSize=50', {
        headers: {
          authorization: `Bearer ${adminToken}`,
          ...(encoding && { 'accept-encoding': encoding }),
        },
      })
    const plain = await ask()
    expect(plain.headers.get('content-encoding')).toBeNull()
    const text = await plain.text()
    expect(text.length).toBeGreaterThan(2000)

    const gzipped = await ask('gzip, deflate, br')
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i)
    const bytes = Buffer.from(await gzipped.arrayBuffer())
    expect(bytes.length).toBeLessThan(text.length / 3)
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(JSON.parse(text))
  })
})

describe('a broad search', () => {
  it('lists its first page newest first and tells the matches it knows of at least', async () => {
    const buyer = await signUpCustomer(api)
    const em = shop.db.orm.em.fork()
    const matching = broadSearch + 60
    // Two orders to each instant, so the page's order rests on the id as well
    await em.execute(
      `insert into orders (id, user_id, status, unit_price_agorot, subtotal_agorot,
         vat_rate_basis_points, vat_agorot, total_agorot, created_at, updated_at)
       select gen_random_uuid(), ?, 'pending', 100, 100, 0, 0, 100,
         now() - make_interval(secs => n / 2), now()
       from generate_series(1, ?) as n`,
      [buyer.userId, matching * 2],
    )
    await em.execute(
      `insert into reports (id, order_id, position, subject_name, date_of_birth, status,
         created_at, updated_at)
       select gen_random_uuid(), o.id, 0,
         case when o.order_number % 2 = 0 then 'רחבה ' || o.order_number else 'אחרת' end,
         date '1990-01-01', 'pending', now(), now()
       from orders o where o.user_id = ?`,
      [buyer.userId],
    )
    const newest = async (offset: number) =>
      (
        await em.execute<{ order_number: number }[]>(
          `select o.order_number from orders o where exists (
             select 1 from reports r where r.order_id = o.id and r.subject_name like 'רחבה %')
           order by o.created_at desc, o.id desc limit 20 offset ?`,
          [offset],
        )
      ).map((row) => row.order_number)

    const first = await api<{
      items: ListedOrder[]
      total: number
      totalIsLowerBound?: boolean
    }>('GET', `/api/admin/orders?q=${encodeURIComponent('רחבה')}`, { token: adminToken })
    expect(first.body.data.items.map((order) => order.order_number)).toEqual(await newest(0))
    expect(first.body.data.totalIsLowerBound).toBe(true)
    expect(first.body.data.total).toBeGreaterThan(20)
    expect(first.body.data.total).toBeLessThanOrEqual(matching)

    // Further pages are listed from the matches, counted exactly
    const second = await list(`q=${encodeURIComponent('רחבה')}&page=2`)
    expect(second.items.map((order) => order.order_number)).toEqual(await newest(20))
    expect(second).toMatchObject({ total: matching })
    expect(second).not.toHaveProperty('totalIsLowerBound')
  })
})

describe('the totals the writes keep', () => {
  const stats = async () =>
    (
      await api<{
        totalOrders: number
        pendingOrders: number
        totalCustomers: number
        revenue: string
      }>('GET', '/api/admin/stats', { token: adminToken })
    ).body.data
  const totals = async () => ({
    all: (await list('pageSize=1')).total,
    pending: (await list('status=pending&pageSize=1')).total,
    cancelled: (await list('status=cancelled&pageSize=1')).total,
  })

  it('move with each order placed, paid, cancelled and deleted, and each customer', async () => {
    const [statsBefore, totalsBefore] = [await stats(), await totals()]
    const buyer = await signUpCustomer(api)
    await placeOrder(api, buyer.token, { reports: [testReport()] })
    const paid = await placePaidOrder(api, buyer.token, [testReport(), testReport()])
    const revenue = (figures: { revenue: string }) => Math.round(Number(figures.revenue) * 100)
    const paidAgorot = Math.round(Number(paid.total) * 100)

    expect(await totals()).toEqual({
      all: totalsBefore.all + 2,
      pending: totalsBefore.pending + 1,
      cancelled: totalsBefore.cancelled,
    })
    const afterPaying = await stats()
    expect(afterPaying.totalOrders).toBe(statsBefore.totalOrders + 2)
    expect(afterPaying.totalCustomers).toBe(statsBefore.totalCustomers + 1)
    expect(afterPaying.pendingOrders).toBe(statsBefore.pendingOrders + 1)
    expect(revenue(afterPaying)).toBe(revenue(statsBefore) + paidAgorot)

    const cancelled = await api('POST', `/api/admin/orders/${paid.id}/cancel`, {
      token: adminToken,
      body: { reason: 'בדיקת סיכומים' },
    })
    expect(cancelled.status).toBe(200)
    expect((await totals()).cancelled).toBe(totalsBefore.cancelled + 1)
    expect(revenue(await stats())).toBe(revenue(statsBefore))

    // A soft-deleted order leaves the cards but stays in the managers' list
    await shop.db.orm.em
      .fork()
      .execute(`update orders set deleted_at = now() where id = ?`, [paid.id])
    expect((await stats()).totalOrders).toBe(statsBefore.totalOrders + 1)
    expect((await totals()).all).toBe(totalsBefore.all + 2)
    expect((await api('DELETE', '/api/auth/me', { token: buyer.token })).status).toBe(200)
    expect((await stats()).totalCustomers).toBe(statsBefore.totalCustomers)
  })
})
