import { he, type BuyerOrder, type Invoice, type PaymentRecord } from '@shop/domain'
import {
  placeOrder,
  appSandbox,
  signUpCustomer,
  testCard,
  testReport,
  type PaymentProvider,
  type TestApp,
} from '@shop/api/testing'
import type { SmtpCatcher } from '@shop/mail/testing'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reminderJobId } from '@shop/worker/testing'
import { startDeliveryHarness, type DeliveryHarness } from './testing.ts'

/** The sandbox, once the shop's Redis (where it keeps its charges) is there. */
let sandbox: PaymentProvider
/** The sandbox, except that refunds of the references listed here fail as a provider outage. */
const failingRefunds = new Set<string>()
const provider: PaymentProvider = {
  name: 'sandbox',
  charge: (request) => sandbox.charge(request),
  lookup: (key) => sandbox.lookup(key),
  refund: (reference) =>
    failingRefunds.has(reference)
      ? Promise.reject(new Error('provider refused the refund'))
      : sandbox.refund(reference),
}

const logLines: { msg?: string; orderId?: string }[] = []
let harness: DeliveryHarness
let shop: TestApp
let smtp: SmtpCatcher
let api: DeliveryHarness['api']
let adminToken: string

beforeAll(async () => {
  harness = await startDeliveryHarness(
    'cancellation',
    { MANAGER_EMAILS: 'boss@shop.test' },
    {
      paymentProvider: provider,
      logger: pino(
        { level: 'info' },
        { write: (line: string) => logLines.push(JSON.parse(line) as (typeof logLines)[number]) },
      ),
    },
  )
  ;({ shop, smtp, api, adminToken } = harness)
  sandbox = appSandbox(shop)
})
afterAll(() => harness?.close())

const sql = <T>(query: string, params: unknown[] = []) =>
  shop.db.orm.em.fork().execute<T[]>(query, params)

let coupons = 0
async function createCoupon(maxUses: number) {
  const code = `REFUND${++coupons}`
  const answer = await api<{ id: string }>('POST', '/api/coupons', {
    token: adminToken,
    body: { code, discountType: 'fixed', discountValue: '20', maxUses },
  })
  expect(answer.status).toBe(201)
  return { code, id: answer.body.data.id }
}

async function paidOrder(options: { couponCode?: string; reports?: object[] } = {}) {
  const buyer = await signUpCustomer(api)
  const created = await placeOrder(api, buyer.token, {
    reports: options.reports ?? [testReport()],
    couponCode: options.couponCode,
  })
  const paid = await api<{ order: BuyerOrder }>(
    'POST',
    `/api/orders/${created.body.data.order.id}/pay`,
    { token: buyer.token, body: testCard },
  )
  expect(paid.status).toBe(200)
  return { buyer, order: paid.body.data.order }
}

const cancel = (orderId: string, reason = 'תקלה טכנית חריגה', token = adminToken) =>
  api<{ order: { id: string; status: string; credit_number: number } }>(
    'POST',
    `/api/admin/orders/${orderId}/cancel`,
    { token, body: { reason } },
  )

const lastCreditNumber = async () =>
  (await sql<{ value: number }>(`select value from counters where name = 'credit_number'`))[0]!
    .value

describe('POST /api/admin/orders/{id}/cancel', () => {
  it('refunds, issues the next credit invoice, releases the coupon, drops reminders, tells the buyer', async () => {
    const coupon = await createCoupon(5)
    const { buyer, order } = await paidOrder({ couponCode: coupon.code })
    const reminders = shop.deps.queues.reminders
    await expect
      .poll(async () => (await reminders.getJob(reminderJobId(order.id, 'due-soon')))?.id)
      .toBeDefined()
    const [used] = await sql<{ times_used: number }>(
      `select times_used from coupons where id = ?`,
      [coupon.id],
    )
    expect(used!.times_used).toBe(1)
    const before = await lastCreditNumber()

    const answer = await cancel(order.id, 'הלקוח ביקש ביטול\r\nלפני תחילת העבודה')
    expect(answer.status).toBe(200)
    expect(answer.body.data.order).toEqual({
      id: order.id,
      status: 'cancelled',
      credit_number: before + 1,
    })

    const [row] = await sql<Record<string, unknown>>(
      `select o.status, o.cancelled_at is not null as stamped, o.cancel_reason, o.credit_number,
         u.email as cancelled_by, p.status as payment, p.refunded_at is not null as refunded
       from orders o join users u on u.id = o.cancelled_by_id
       join payments p on p.order_id = o.id where o.id = ?`,
      [order.id],
    )
    expect(row).toEqual({
      status: 'cancelled',
      stamped: true,
      cancel_reason: 'הלקוח ביקש ביטול\r\nלפני תחילת העבודה',
      credit_number: before + 1,
      cancelled_by: 'admin@shop.test',
      payment: 'refunded',
      refunded: true,
    })
    expect(await sql(`select times_used from coupons where id = ?`, [coupon.id])).toEqual([
      { times_used: 0 },
    ])
    expect(await sql(`select 1 from coupon_redemptions where order_id = ?`, [order.id])).toEqual([])
    expect(
      await sql(`select kind from delivery_reminders where order_id = ? and cancelled_at is null`, [
        order.id,
      ]),
    ).toEqual([])
    await expect
      .poll(async () => (await reminders.getJob(reminderJobId(order.id, 'due-soon')))?.id ?? null)
      .toBeNull()
    expect(await reminders.getJob(reminderJobId(order.id, 'overdue'))).toBeUndefined()

    const [mail] = await smtp.waitFor(
      (m) => m.subject === he.email.orderCancelled.subject(order.order_number),
    )
    expect(mail!.envelopeTo).toEqual([testCard.billingEmail])
    expect(mail!.text).toContain(he.email.orderCancelled.credit(before + 1, order.receipt_number!))
    expect(mail!.text).toContain(`/payments/${order.id}/credit-invoice`)
    expect(mail!.text).not.toContain('לפני תחילת העבודה')

    const payments = await api<PaymentRecord[]>('GET', '/api/payments', { token: buyer.token })
    expect(payments.body.data).toEqual([
      expect.objectContaining({
        order_id: order.id,
        status: 'refunded',
        invoice_number: order.receipt_number,
        credit_number: before + 1,
      }),
    ])
    const credit = await api<Invoice>('GET', `/api/payments/${order.id}/credit-invoice`, {
      token: buyer.token,
    })
    expect(credit.status).toBe(200)
    expect(credit.body.data).toMatchObject({
      receiptNumber: order.receipt_number,
      credit: { number: before + 1 },
      discount: '20.00',
      couponCode: coupon.code,
    })

    const listed = await api<{ items: Record<string, unknown>[] }>(
      'GET',
      `/api/admin/orders?q=${order.order_number}`,
      { token: adminToken },
    )
    expect(listed.body.data.items[0]).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'admin@shop.test',
      cancel_reason: 'הלקוח ביקש ביטול\r\nלפני תחילת העבודה',
      credit_number: before + 1,
      cancelled_at: expect.stringMatching(/Z$/),
    })

    expect((await cancel(order.id)).status).toBe(409)
  })

  it('numbers credit invoices without gaps when cancels race and one refund fails', async () => {
    const orders = await Promise.all([1, 2, 3, 4, 5].map(() => paidOrder()))
    const [failing] = await sql<{ provider_reference: string }>(
      `select provider_reference from payments where order_id = ?`,
      [orders[2]!.order.id],
    )
    failingRefunds.add(failing!.provider_reference)
    const before = await lastCreditNumber()

    const answers = await Promise.all(orders.map(({ order }) => cancel(order.id)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 502, 200, 200])
    const numbers = answers
      .filter((answer) => answer.status === 200)
      .map((answer) => answer.body.data.order.credit_number)
      .sort((a, b) => a - b)
    expect(numbers).toEqual([before + 1, before + 2, before + 3, before + 4])
    expect(await lastCreditNumber()).toBe(before + 4)
  })

  it('changes nothing when the refund fails, and says so in Hebrew', async () => {
    const coupon = await createCoupon(3)
    const { order } = await paidOrder({ couponCode: coupon.code })
    const [payment] = await sql<{ provider_reference: string }>(
      `select provider_reference from payments where order_id = ?`,
      [order.id],
    )
    failingRefunds.add(payment!.provider_reference)
    await expect
      .poll(() => sql(`select 1 from delivery_reminders where order_id = ?`, [order.id]))
      .toHaveLength(2)
    const snapshot = () =>
      Promise.all([
        sql(`select * from orders where id = ?`, [order.id]),
        sql(`select * from payments where order_id = ?`, [order.id]),
        sql(`select times_used from coupons where id = ?`, [coupon.id]),
        sql(`select * from coupon_redemptions where order_id = ?`, [order.id]),
        sql(`select * from delivery_reminders where order_id = ?`, [order.id]),
        sql(`select template from email_log where order_id = ? order by created_at`, [order.id]),
        sql(`select type from outbox_events where payload->>'orderId' = ? order by created_at`, [
          order.id,
        ]),
        sql(`select * from counters`),
      ])
    const before = await snapshot()

    const answer = await cancel(order.id)
    expect(answer.status).toBe(502)
    expect(answer.body).toEqual({ success: false, error: { message: he.admin.refundFailed } })
    expect(await snapshot()).toEqual(before)
    expect(logLines).toContainEqual(
      expect.objectContaining({ msg: 'refund failed', orderId: order.id }),
    )
  })

  it('refuses an order whose maps were delivered, an unpaid one, and a missing reason', async () => {
    const { order } = await paidOrder({
      reports: [testReport(), testReport({ subjectName: 'נועה לוי' })],
    })
    const upload = await harness.upload(order.reports[0]!.id, Buffer.from('%PDF-1.7\n%%EOF\n'))
    expect(upload.status).toBe(200)
    const delivered = await cancel(order.id)
    expect([delivered.status, delivered.body.error?.message]).toEqual([
      409,
      he.admin.orderAlreadyDelivered,
    ])

    const buyer = await signUpCustomer(api)
    const pending = (await placeOrder(api, buyer.token, { reports: [testReport()] })).body.data
      .order
    const unpaid = await cancel(pending.id)
    expect([unpaid.status, unpaid.body.error?.message]).toEqual([409, he.admin.orderNotCancellable])

    const { order: paid } = await paidOrder()
    const blank = await cancel(paid.id, '   ')
    expect([blank.status, blank.body.error?.message]).toEqual([400, he.admin.cancelReasonRequired])
    expect((await cancel(crypto.randomUUID())).status).toBe(404)
  })

  it('is for managers only', async () => {
    const { buyer, order } = await paidOrder()
    const anonymous = await api('POST', `/api/admin/orders/${order.id}/cancel`, {
      body: { reason: 'ניסיון' },
    })
    expect(anonymous.status).toBe(401)
    expect((await cancel(order.id, 'ניסיון', buyer.token)).status).toBe(403)
    expect(await sql(`select status from orders where id = ?`, [order.id])).toEqual([
      { status: 'paid' },
    ])
  })
})
