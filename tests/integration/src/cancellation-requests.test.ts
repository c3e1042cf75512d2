import { he, type BuyerOrder, type CancellationAnswer, type Invoice } from '@shop/domain'
import { placeOrder, signUpCustomer, testCard, testReport, type TestApp } from '@shop/api/testing'
import type { SmtpCatcher } from '@shop/mail/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDeliveryHarness, type DeliveryHarness } from './testing.ts'

let harness: DeliveryHarness
let shop: TestApp
let smtp: SmtpCatcher
let api: DeliveryHarness['api']
let adminToken: string

beforeAll(async () => {
  harness = await startDeliveryHarness('cancellation_requests', {
    MANAGER_EMAILS: 'boss@shop.test',
  })
  ;({ shop, smtp, api, adminToken } = harness)
})
afterAll(() => harness?.close())

const sql = <T>(query: string, params: unknown[] = []) =>
  shop.db.orm.em.fork().execute<T[]>(query, params)

let payers = 0
/** A paid order whose payment documents go to an address of its own, so its e-mails are told apart. */
async function paidOrder() {
  const buyer = await signUpCustomer(api)
  const billingEmail = `payer${++payers}-${Date.now()}@example.co.il`
  const created = await placeOrder(api, buyer.token, { reports: [testReport()] })
  const paid = await api<{ order: BuyerOrder }>(
    'POST',
    `/api/orders/${created.body.data.order.id}/pay`,
    { token: buyer.token, body: { ...testCard, billingEmail } },
  )
  expect(paid.status).toBe(200)
  return { buyer, billingEmail, order: paid.body.data.order }
}

const orderRow = async (orderId: string) =>
  (
    await sql<{ status: string; credit_number: number | null; payment: string }>(
      `select o.status, o.credit_number, p.status as payment
       from orders o join payments p on p.order_id = o.id where o.id = ?`,
      [orderId],
    )
  )[0]!

const ackSubject = (reference: number) => he.cancellation.email.received.subject(reference)

describe('a buyer cancels a deal', () => {
  it('cancels at once a paid, undelivered order within 14 days: refund, credit invoice, e-mails', async () => {
    const { buyer, billingEmail, order } = await paidOrder()

    const answer = await api<CancellationAnswer>('POST', '/api/cancellations', {
      token: buyer.token,
      body: { orderId: order.id, reason: 'הזמנתי בטעות' },
    })
    expect(answer.status).toBe(201)
    expect(answer.body.data.status).toBe('accepted')
    const reference = answer.body.data.referenceNumber

    const row = await orderRow(order.id)
    expect(row).toMatchObject({ status: 'cancelled', payment: 'refunded' })
    expect(row.credit_number).toEqual(expect.any(Number))
    const credit = await api<Invoice>('GET', `/api/payments/${order.id}/credit-invoice`, {
      token: buyer.token,
    })
    expect(credit.status).toBe(200)
    expect(credit.body.data).toMatchObject({ credit: { number: row.credit_number } })

    const [ack] = await smtp.waitFor((m) => m.subject === ackSubject(reference))
    expect(ack!.envelopeTo).toEqual([billingEmail])
    expect(ack!.text).toContain(`בקשת ביטול מס׳ ${reference} להזמנה ${order.order_number}`)
    expect(ack!.text).toContain(he.cancellation.email.received.accepted)
    expect(ack!.text).toContain('הזמנתי בטעות')
    const [cancelled] = await smtp.waitFor(
      (m) => m.subject === he.email.orderCancelled.subject(order.order_number),
    )
    expect(cancelled!.envelopeTo).toEqual([billingEmail])

    const again = await api('POST', '/api/cancellations', {
      token: buyer.token,
      body: { orderId: order.id },
    })
    expect(again.status).toBe(409)
  })

  it('refuses another buyer’s order as a missing one', async () => {
    const { order } = await paidOrder()
    const stranger = await signUpCustomer(api)
    const answer = await api('POST', '/api/cancellations', {
      token: stranger.token,
      body: { orderId: order.id },
    })
    expect([answer.status, answer.body.error?.message]).toEqual([404, he.order.orderNotFound])
    expect((await orderRow(order.id)).status).toBe('paid')
  })

  it('records a request for a delivered order; a manager declines it with a reason e-mailed', async () => {
    const { buyer, billingEmail, order } = await paidOrder()
    const upload = await harness.upload(order.reports[0]!.id, Buffer.from('%PDF-1.7\n%%EOF\n'))
    expect(upload.status).toBe(200)

    const answer = await api<CancellationAnswer>('POST', '/api/cancellations', {
      token: buyer.token,
      body: { orderId: order.id, reason: 'המפה לא מה שציפיתי' },
    })
    expect(answer.status).toBe(201)
    expect(answer.body.data.status).toBe('received')
    const reference = answer.body.data.referenceNumber
    expect((await orderRow(order.id)).payment).toBe('captured')
    const [ack] = await smtp.waitFor((m) => m.subject === ackSubject(reference))
    expect(ack!.text).toContain(he.cancellation.email.received.pending)

    const open = await api<{
      requests: { id: string; reference_number: number; reason: string }[]
    }>('GET', '/api/admin/cancellations?status=received', { token: adminToken })
    const listed = open.body.data.requests.find((r) => r.reference_number === reference)
    expect(listed).toMatchObject({ reason: 'המפה לא מה שציפיתי', order_number: order.order_number })

    const declined = await api<CancellationAnswer>(
      'POST',
      `/api/admin/cancellations/${listed!.id}/decline`,
      { token: adminToken, body: { reason: 'המפה נשלחה והורדה לפני הבקשה.' } },
    )
    expect(declined.status).toBe(200)
    const [mail] = await smtp.waitFor(
      (m) => m.subject === he.cancellation.email.declined.subject(reference),
    )
    expect(mail!.envelopeTo).toEqual([billingEmail])
    expect(mail!.text).toContain('המפה נשלחה והורדה לפני הבקשה.')
    expect((await orderRow(order.id)).status).not.toBe('cancelled')

    const twice = await api('POST', `/api/admin/cancellations/${listed!.id}/accept`, {
      token: adminToken,
    })
    expect(twice.status).toBe(409)
    const declinedTwice = await api('POST', `/api/admin/cancellations/${listed!.id}/decline`, {
      token: adminToken,
      body: { reason: 'שוב' },
    })
    expect([declinedTwice.status, declinedTwice.body.error?.message]).toEqual([
      409,
      he.cancellation.illegalTransition(
        he.cancellation.status.declined,
        he.cancellation.status.declined,
      ),
    ])
  })

  it('lets a manager accept a request for a delivered order, refunding it the same way', async () => {
    const { buyer, order } = await paidOrder()
    const upload = await harness.upload(order.reports[0]!.id, Buffer.from('%PDF-1.7\n%%EOF\n'))
    expect(upload.status).toBe(200)
    const answer = await api<CancellationAnswer>('POST', '/api/cancellations', {
      token: buyer.token,
      body: { orderId: order.id },
    })
    expect(answer.body.data.status).toBe('received')
    const [request] = await sql<{ id: string }>(
      `select id from cancellation_requests where order_id = ?`,
      [order.id],
    )

    const accepted = await api<CancellationAnswer>(
      'POST',
      `/api/admin/cancellations/${request!.id}/accept`,
      { token: adminToken },
    )
    expect([accepted.status, accepted.body.data?.status]).toEqual([200, 'accepted'])
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', payment: 'refunded' })
    await smtp.waitFor((m) => m.subject === he.email.orderCancelled.subject(order.order_number))
  })

  it('records a request past 14 days; a manager accepts it through the same cancellation', async () => {
    const { buyer, order } = await paidOrder()
    await sql(`update orders set paid_at = now() - interval '15 days' where id = ?`, [order.id])

    const answer = await api<CancellationAnswer>('POST', '/api/cancellations', {
      token: buyer.token,
      body: { orderId: order.id },
    })
    expect(answer.body.data.status).toBe('received')
    expect((await orderRow(order.id)).status).toBe('paid')
    const [request] = await sql<{ id: string }>(
      `select id from cancellation_requests where order_id = ?`,
      [order.id],
    )

    const accepted = await api<CancellationAnswer>(
      'POST',
      `/api/admin/cancellations/${request!.id}/accept`,
      { token: adminToken },
    )
    expect(accepted.status).toBe(200)
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', payment: 'refunded' })
    await smtp.waitFor((m) => m.subject === he.email.orderCancelled.subject(order.order_number))
    expect(
      await sql(
        `select status, decided_at is not null as decided from cancellation_requests where id = ?`,
        [request!.id],
      ),
    ).toEqual([{ status: 'accepted', decided: true }])
  })

  it('lets a manager record a request taken by phone', async () => {
    const { order } = await paidOrder()
    const recorded = await api<CancellationAnswer>(
      'POST',
      `/api/admin/orders/${order.id}/cancellation-requests`,
      { token: adminToken, body: { channel: 'phone', reason: 'התקשרה לבטל' } },
    )
    expect(recorded.status).toBe(201)
    expect(recorded.body.data.status).toBe('accepted')
    expect(
      await sql(
        `select channel, manager_id is not null as by_manager from cancellation_requests where order_id = ?`,
        [order.id],
      ),
    ).toEqual([{ channel: 'phone', by_manager: true }])
  })
})

describe('cancelling without signing in', () => {
  const linkToken = (text: string) => text.match(/\/cancel\/confirm\?token=([\w-]+)/)?.[1]

  it('needs the link e-mailed to the order’s address, used once', async () => {
    const { billingEmail, order } = await paidOrder()
    const asked = await api('POST', '/api/cancellations/by-order-number', {
      body: { orderNumber: String(order.order_number), email: billingEmail.toUpperCase() },
    })
    expect(asked.status).toBe(202)

    const [link] = await smtp.waitFor(
      (m) => m.subject === he.cancellation.email.link.subject(order.order_number),
    )
    expect(link!.envelopeTo).toEqual([billingEmail])
    // Nothing is cancelled before the link is used
    expect((await orderRow(order.id)).status).toBe('paid')
    const token = linkToken(link!.text ?? '')
    expect(token).toBeDefined()
    const [stored] = await sql<{ token_hash: string }>(
      `select token_hash from cancellation_requests where order_id = ?`,
      [order.id],
    )
    expect(stored!.token_hash).not.toContain(token!)

    const wrong = await api('POST', '/api/cancellations/confirm', { body: { token: `${token}x` } })
    expect([wrong.status, wrong.body.error?.message]).toEqual([
      404,
      he.cancellation.errors.linkInvalid,
    ])
    const confirmed = await api<CancellationAnswer>('POST', '/api/cancellations/confirm', {
      body: { token },
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data.status).toBe('accepted')
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', payment: 'refunded' })
    await smtp.waitFor((m) => m.subject === ackSubject(confirmed.body.data.referenceNumber))

    const reused = await api('POST', '/api/cancellations/confirm', { body: { token } })
    expect(reused.status).toBe(404)
  })

  it('refuses a second link once the order is cancelled, leaving nothing for a manager', async () => {
    const { billingEmail, order } = await paidOrder()
    const subject = he.cancellation.email.link.subject(order.order_number)
    for (const count of [1, 2]) {
      const asked = await api('POST', '/api/cancellations/by-order-number', {
        body: { orderNumber: String(order.order_number), email: billingEmail },
      })
      expect(asked.status).toBe(202)
      await smtp.waitFor((m) => m.subject === subject, count)
    }
    const [first, second] = smtp.messages
      .filter((m) => m.subject === subject)
      .map((m) => linkToken(m.text ?? ''))

    const confirmed = await api<CancellationAnswer>('POST', '/api/cancellations/confirm', {
      body: { token: first },
    })
    expect(confirmed.body.data?.status).toBe('accepted')
    const late = await api('POST', '/api/cancellations/confirm', { body: { token: second } })
    expect([late.status, late.body.error?.message]).toEqual([
      409,
      he.cancellation.errors.orderNotCancellable,
    ])
    expect(
      await sql(`select status from cancellation_requests where order_id = ? order by status`, [
        order.id,
      ]),
    ).toEqual([{ status: 'accepted' }, { status: 'unconfirmed' }])
  })

  it('answers a wrong e-mail or an unknown order number exactly as a right one, and sends nothing', async () => {
    const { billingEmail, order } = await paidOrder()
    const body = (email: string, orderNumber = order.order_number) => ({
      body: { orderNumber: String(orderNumber), email },
    })
    const wrong = await api(
      'POST',
      '/api/cancellations/by-order-number',
      body('someone@else.co.il'),
    )
    const unknown = await api(
      'POST',
      '/api/cancellations/by-order-number',
      body(billingEmail, 99999999),
    )
    const right = await api('POST', '/api/cancellations/by-order-number', body(billingEmail))
    expect([wrong.status, unknown.status]).toEqual([right.status, right.status])
    expect([wrong.body, unknown.body]).toEqual([right.body, right.body])

    await smtp.waitFor((m) => m.subject === he.cancellation.email.link.subject(order.order_number))
    expect(
      await sql(
        `select recipient from email_log where order_id = ? and template = 'cancellation-link'`,
        [order.id],
      ),
    ).toEqual([{ recipient: billingEmail }])
    expect(smtp.messages.filter((m) => m.envelopeTo.includes('someone@else.co.il'))).toEqual([])
  })
})
