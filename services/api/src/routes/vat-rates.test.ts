import {
  formatShekels,
  he,
  shopDate,
  type AdminVatRate,
  type BuyerOrder,
  type PaymentRecord,
} from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  busyShopEnv,
  client,
  createTestApp,
  placeOrder,
  signIn,
  signUpCustomer,
  testAdmin,
  testCard,
  testReport,
  type TestApp,
} from '../testing.ts'

let shop: TestApp
let api: ReturnType<typeof client>
let token: string

beforeAll(async () => {
  shop = await createTestApp('vat_rates', { env: busyShopEnv })
  api = client(shop)
  token = await signIn(api, testAdmin.email, testAdmin.password)
})
afterAll(() => shop?.close())

const rates = async () =>
  (await api<AdminVatRate[]>('GET', '/api/settings/vat-rates', { token })).body.data
const addRate = (body: object) =>
  api<AdminVatRate>('POST', '/api/settings/vat-rates', { token, body })
const publicRate = async () =>
  (await api<{ vat_rate: number }>('GET', '/api/settings/public')).body.data.vat_rate

/** The day a rate comes into force, moved as the calendar would move it past that day. */
const setRateDay = (rate: number, day: string) =>
  shop.db.orm.em
    .fork()
    .execute(`update vat_rates set in_force_from = ? where rate_basis_points = ?`, [day, rate])

describe('VAT rates', () => {
  it('start with 17 % until 2024-12-31 and 18 % from 2025-01-01, today’s rate the public one', async () => {
    expect(await rates()).toEqual([
      { id: expect.any(String), rate: '18.00', in_force_from: '2025-01-01', status: 'current' },
      { id: expect.any(String), rate: '17.00', in_force_from: '2015-10-01', status: 'past' },
    ])
    expect(await publicRate()).toBe(18)
  })

  it('take a future rate from a manager, which may be removed before its day', async () => {
    const day = shopDate(Date.now(), 30)
    const added = await addRate({ rate: '19.5', in_force_from: day })
    expect([added.status, added.body.data]).toEqual([
      201,
      { id: expect.any(String), rate: '19.50', in_force_from: day, status: 'future' },
    ])
    expect((await rates())[0]).toEqual(added.body.data)
    // Not yet in force: customers still pay today's rate
    expect(await publicRate()).toBe(18)
    const twice = await addRate({ rate: '20', in_force_from: day })
    expect([twice.status, twice.body.error?.message]).toEqual([
      409,
      'כבר נקבע שיעור מע״מ מתאריך זה',
    ])
    const removed = await api('DELETE', `/api/settings/vat-rates/${added.body.data.id}`, { token })
    expect(removed.status).toBe(200)
    expect((await rates()).map((rate) => rate.rate)).toEqual(['18.00', '17.00'])
  })

  it.each([
    [{ rate: '19', in_force_from: shopDate() }, 'שיעור חדש יכול להיכנס לתוקף רק מתאריך שאחרי היום'],
    [
      { rate: '19', in_force_from: '2024-06-01' },
      'שיעור חדש יכול להיכנס לתוקף רק מתאריך שאחרי היום',
    ],
    [{ rate: '19', in_force_from: '2030-02-30' }, 'נא לבחור את התאריך שממנו השיעור בתוקף'],
    [{ rate: '19' }, 'נא לבחור את התאריך שממנו השיעור בתוקף'],
    [
      { rate: '101', in_force_from: shopDate(Date.now(), 5) },
      'נא להזין שיעור מע״מ בין 0 ל-100, עם עד שתי ספרות אחרי הנקודה',
    ],
  ])('refuse %j in Hebrew: the past is not for changing', async (body, message) => {
    const answer = await addRate(body)
    expect([answer.status, answer.body.error?.message]).toEqual([400, message])
  })

  it('never remove a rate whose day has come', async () => {
    for (const rate of await rates()) {
      const answer = await api('DELETE', `/api/settings/vat-rates/${rate.id}`, { token })
      expect([answer.status, answer.body.error?.message]).toEqual([
        422,
        'לא ניתן לשנות או להסיר שיעור שכבר נכנס לתוקף',
      ])
    }
    const unknown = await api(
      'DELETE',
      '/api/settings/vat-rates/00000000-0000-4000-8000-000000000000',
      { token },
    )
    expect(unknown.status).toBe(404)
  })
})

describe('the VAT of an order', () => {
  it('is the rate in force when it is paid: created at 17 %, paid after 18 % came in', async () => {
    // 18 % is still to come, so 17 % is in force as the order is created
    await setRateDay(1800, shopDate(Date.now(), 1))
    try {
      expect(await publicRate()).toBe(17)
      const customer = await signUpCustomer(api)
      const created = await placeOrder(api, customer.token, { reports: [testReport()] })
      expect(created.body.data.order).toMatchObject({
        vat_rate: '17.00',
        vat: '30.60',
        total: '210.60',
      })
      const orderId = created.body.data.order.id

      // The day of 18 % comes before the buyer pays
      await setRateDay(1800, shopDate())
      expect(await publicRate()).toBe(18)
      // What checkout reads and shows before the buyer confirms
      const shown = (
        await api<{ order: BuyerOrder }>('GET', `/api/orders/${orderId}`, { token: customer.token })
      ).body.data.order
      expect(shown).toMatchObject({ vat_rate: '18.00', vat: '32.40', total: '212.40' })
      // The payments page asks the same amount for it as checkout
      const payments = (
        await api<PaymentRecord[]>('GET', '/api/payments', { token: customer.token })
      ).body.data
      expect(payments).toEqual([
        expect.objectContaining({ order_id: orderId, status: 'pending', amount: shown.total }),
      ])

      // A page still showing the total before the change is not charged the new one unseen
      const stale = await api('POST', `/api/orders/${orderId}/pay`, {
        token: customer.token,
        body: { ...testCard, shownTotal: '210.60' },
      })
      expect([stale.status, stale.body.error?.message]).toEqual([
        409,
        he.payment.priceChanged(formatShekels(21240)),
      ])
      expect(
        await shop.db.orm.em
          .fork()
          .execute(`select id from payments where order_id = ?`, [orderId]),
      ).toEqual([])

      const paid = await api('POST', `/api/orders/${orderId}/pay`, {
        token: customer.token,
        body: { ...testCard, shownTotal: shown.total },
      })
      expect(paid.status).toBe(200)
      const [charged] = await shop.db.orm.em
        .fork()
        .execute<{ amount_agorot: number; status: string }[]>(
          `select amount_agorot, status from payments where order_id = ?`,
          [orderId],
        )
      expect(charged).toEqual({ amount_agorot: 21240, status: 'captured' })
      expect(charged!.amount_agorot / 100).toBe(Number(shown.total))
      const invoice = await api<Record<string, unknown>>(
        'GET',
        `/api/payments/${orderId}/invoice`,
        {
          token: customer.token,
        },
      )
      expect(invoice.body.data).toMatchObject({
        amountBeforeVat: '180.00',
        vatRate: '18.00',
        vat: '32.40',
        total: '212.40',
      })

      // Paid, it keeps the rate it was charged, whatever comes into force later
      await setRateDay(1800, '2025-01-01')
      await addRate({ rate: '19', in_force_from: shopDate(Date.now(), 1) })
      await setRateDay(1900, shopDate())
      const after = (
        await api<{ order: BuyerOrder }>('GET', `/api/orders/${orderId}`, { token: customer.token })
      ).body.data.order
      expect(after).toMatchObject({ status: 'paid', vat_rate: '18.00', total: '212.40' })
    } finally {
      await shop.db.orm.em.fork().execute(`delete from vat_rates where rate_basis_points = 1900`)
      await setRateDay(1800, '2025-01-01')
    }
  })
})
