import { placePaidOrder, signUpCustomer, testReport } from '@shop/api/testing'
import { documentFileName } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDeliveryHarness, type DeliveryHarness } from './testing.ts'

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`)

/** Two attempts 50 ms apart: a job gives up within a second instead of four minutes. */
const shortJobs = {
  EMAIL_JOB_ATTEMPTS: '2',
  EMAIL_JOB_BACKOFF_MS: '50',
  SWEEP_INTERVAL_SECONDS: '0.2',
}

async function rowsOf(harness: DeliveryHarness, orderIds: string[]) {
  return harness.shop.db.orm.em
    .fork()
    .execute<
      { id: string; idempotency_key: string; status: string; attempts: number; job_id: string }[]
    >(`select id, idempotency_key, status, attempts, job_id from email_log where order_id in (?)`, [
      orderIds,
    ])
}

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  const deadline = Date.now() + 60_000
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('an SMTP outage longer than the e-mail jobs’ attempts', () => {
  let harness: DeliveryHarness
  beforeAll(async () => {
    harness = await startDeliveryHarness('email_outage', shortJobs)
  })
  afterAll(() => harness?.close())

  it('leaves every e-mail to the sweeper, which sends each once when SMTP is back', async () => {
    const { api, smtp, shop } = harness
    const buyers = [await signUpCustomer(api), await signUpCustomer(api), await signUpCustomer(api)]
    // Down before the orders are paid: every one of their e-mails meets it.
    await smtp.close()
    const orders = []
    for (const [index, buyer] of buyers.entries()) {
      orders.push(
        await placePaidOrder(api, buyer.token, [
          testReport(),
          testReport({ isGift: true, recipientEmail: `friend${index}@example.co.il` }),
        ]),
      )
    }
    for (const order of orders) {
      for (const report of order.reports) {
        expect((await harness.upload(report.id, pdf(report.id))).status).toBe(200)
      }
    }
    const orderIds = orders.map((order) => order.id)
    // Payment confirmations, gift notices, and each report's e-mails to buyer and recipient.
    // Each job gave up (its row failed) at least once before SMTP comes back.
    const failed = await poll(
      () => rowsOf(harness, orderIds),
      (rows) =>
        rows.length === 15 && rows.every((row) => row.attempts >= 2 && row.status !== 'sent'),
      'every e-mail’s job gave up',
    )
    await smtp.start()
    await poll(
      () => rowsOf(harness, orderIds),
      (rows) => rows.every((row) => row.status === 'sent'),
      'every e-mail sent',
    )
    const keys = new Set(failed.map((row) => row.idempotency_key))
    const ofOrders = (mail: { headers: Map<string, unknown> }) =>
      keys.has(String(mail.headers.get('x-shop-email-key')))
    const delivered = smtp.messages.filter(ofOrders).length
    const sentAgain = smtp.deliveries.filter(ofOrders).length - delivered
    expect({ expected: keys.size, delivered, sentAgain }).toEqual({
      expected: 15,
      delivered: 15,
      sentAgain: 0,
    })
    await poll(
      () =>
        shop.db.orm.em
          .fork()
          .execute<{ status: string }[]>(`select status from orders where id in (?)`, [orderIds]),
      (rows) => rows.every((row) => row.status === 'completed'),
      'every order completed',
    )
  }, 180_000)
})

describe('a failed e-mail the sweeper no longer retries', () => {
  let harness: DeliveryHarness
  beforeAll(async () => {
    // The sweeper's window closes at once: only the board's retry can send it.
    harness = await startDeliveryHarness('email_board_retry', {
      ...shortJobs,
      EMAIL_RETRY_DAYS: '0.000001',
    })
  })
  afterAll(() => harness?.close())

  /** A paid order whose payment confirmation SMTP refused until its job gave up. */
  async function failedConfirmation() {
    const buyer = await signUpCustomer(harness.api)
    harness.smtp.refuse = () => true
    const order = await placePaidOrder(harness.api, buyer.token)
    const [row] = await poll(
      () => rowsOf(harness, [order.id]),
      (rows) => rows.length === 1 && rows[0]!.status === 'failed',
      'the confirmation failed',
    )
    harness.smtp.refuse = () => false
    return { buyer, order, row: row! }
  }

  /** What the queue board's retry does, once the job has given up. */
  async function retryFromBoard(jobId: string) {
    const job = (await harness.shop.deps.queues.email.getJob(jobId))!
    await poll(
      () => job.isFailed(),
      (failedJob) => failedJob,
      'the job failed',
    )
    await job.retry()
  }

  it('is sent by its job retried from the queue board', async () => {
    const { smtp } = harness
    const { order, row } = await failedConfirmation()
    await retryFromBoard(row.job_id)
    await smtp.waitFor((mail) => mail.headers.get('x-shop-email-key') === row.idempotency_key)
    await poll(
      () => rowsOf(harness, [order.id]),
      (rows) => rows[0]!.status === 'sent',
      'the confirmation sent',
    )
  })

  it('gives the invoice-receipt’s original back: the buyer’s download takes it, the e-mail a copy', async () => {
    const { smtp, shop } = harness
    const { buyer, order, row } = await failedConfirmation()
    const document = async () =>
      (
        await shop.db.orm.em
          .fork()
          .execute<{ number: number; original_taken_by: string | null }[]>(
            `select number, original_taken_by from issued_documents where order_id = ?`,
            [order.id],
          )
      )[0]!
    expect((await document()).original_taken_by).toBeNull()
    const download = await shop.app.request(`/api/payments/${order.id}/invoice/pdf`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    })
    expect(download.status).toBe(200)
    const { number, original_taken_by } = await document()
    expect(original_taken_by).toBe('buyer')
    expect(download.headers.get('content-disposition')).toContain(
      encodeURIComponent(documentFileName('invoice-receipt', number, true)),
    )

    await retryFromBoard(row.job_id)
    const [mail] = await smtp.waitFor(
      (delivered) => delivered.headers.get('x-shop-email-key') === row.idempotency_key,
    )
    expect(mail!.attachments.map((file) => file.filename)).toEqual([
      documentFileName('invoice-receipt', number, false),
    ])
  })

  it('is sent again at a manager’s word, under its own key, once', async () => {
    const { api, smtp, adminToken } = harness
    const { order, row } = await failedConfirmation()
    const resend = (emailId: string) =>
      api<{ emailId: string; status: string }>(
        'POST',
        `/api/admin/orders/${order.id}/emails/${emailId}/resend`,
        { token: adminToken },
      )
    const answer = await resend(row.id)
    expect([answer.status, answer.body.data]).toEqual([202, { emailId: row.id, status: 'queued' }])
    await poll(
      () => rowsOf(harness, [order.id]),
      (rows) => rows[0]!.status === 'sent',
      'the confirmation sent',
    )
    const again = await resend(row.id)
    expect([again.status, (again.body as { error?: { message: string } }).error?.message]).toEqual([
      409,
      'המייל כבר נשלח',
    ])
    const ofKey = (mail: { headers: Map<string, unknown> }) =>
      mail.headers.get('x-shop-email-key') === row.idempotency_key
    expect(smtp.deliveries.filter(ofKey)).toHaveLength(1)
  })
})
