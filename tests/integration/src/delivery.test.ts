import type { BuyerOrder, BuyerOrderAnswer, EventPayloads } from '@shop/domain'
import {
  placePaidOrder,
  signUpCustomer,
  signUpVerified,
  testReport,
  type TestApp,
} from '@shop/api/testing'
import type { SmtpCatcher } from '@shop/mail/testing'
import { eventHandlers } from '@shop/worker/testing'
import { storageSettings } from '@shop/config'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDeliveryHarness, type DeliveryHarness } from './testing.ts'

let harness: DeliveryHarness
let shop: TestApp
let smtp: SmtpCatcher
let api: DeliveryHarness['api']
let adminToken: string

beforeAll(async () => {
  harness = await startDeliveryHarness('delivery', { MANAGER_EMAILS: 'manager@shop.test' })
  ;({ shop, smtp, api, adminToken } = harness)
})
afterAll(() => harness?.close())

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`)
const paidOrder = (token: string, reports: object[]) => placePaidOrder(api, token, reports)

const upload = (reportId: string, file: Buffer, name?: string, type?: string) =>
  harness.upload(reportId, file, name, type)

const report = testReport

describe('payment confirmation', () => {
  it('e-mails the buyer a Hebrew confirmation with the receipt number and due date', async () => {
    const { token } = await signUpCustomer(api)
    const order = await paidOrder(token, [report()])
    const [mail] = await smtp.waitFor((m) => m.envelopeTo.includes('billing@example.co.il'))
    expect(mail!.subject).toBe(`אישור תשלום להזמנה ${order.order_number} · מפה נומרולוגית`)
    expect(mail!.text).toContain(`חשבונית מס קבלה מספר ${order.receipt_number} מצורפת`)
    // A link to the invoice-receipt itself, on the web app's own route
    const invoiceUrl = `${shop.deps.env.PUBLIC_URL}/payments/${order.id}/invoice`
    expect(mail!.text).toContain(`לצפייה בחשבונית ולהדפסתה: ${invoiceUrl}`)
    expect(mail!.html).toContain(`href="${invoiceUrl}"`)
    expect(mail!.text).toContain('212.40')
    const dueYear = new Date(order.due_at!).getFullYear()
    expect(mail!.text).toMatch(new RegExp(`עד .*${dueYear}`))
    expect(mail!.html).toContain('dir="rtl"')
    expect(mail!.messageId).toBe(`<payment-confirmation.${order.id}@localhost>`)
    const emails = await api<{ template: string; status: string }[]>(
      'GET',
      `/api/admin/orders/${order.id}/emails`,
      { token: adminToken },
    )
    await expect
      .poll(
        async () =>
          (
            await api<{ status: string }[]>('GET', `/api/admin/orders/${order.id}/emails`, {
              token: adminToken,
            })
          ).body.data[0]?.status,
      )
      .toBe('sent')
    expect(emails.body.data[0]!.template).toBe('payment-confirmation')
  })
})

describe('a gift from an account with no name', () => {
  it('names the cardholder to the recipient, never the buyer’s e-mail address', async () => {
    const email = `nameless-${Date.now()}@example.co.il`
    const signup = await signUpVerified(shop, { email, password: 'customer-password-1' })
    const order = await paidOrder(signup.sessionJwt, [
      report({ isGift: true, recipientEmail: 'nameless-friend@example.co.il' }),
    ])
    expect((await upload(order.reports[0]!.id, pdf('a gift'))).status).toBe(200)
    // The gift's on-its-way note at payment, then its map
    const mails = await smtp.waitFor(
      (m) => m.envelopeTo.includes('nameless-friend@example.co.il'),
      2,
    )
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'מתנה מישראל ישראלי בדרך אליכם: המפה הנומרולוגית שלכם',
      'מתנה מישראל ישראלי: המפה הנומרולוגית שלכם מוכנה',
    ])
    for (const mail of mails) {
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(email)
    }
    // The payment's own e-mail greets the payer by the name on the invoice, not a bare "שלום,"
    const [confirmation] = await smtp.waitFor(
      (m) => m.subject === `אישור תשלום להזמנה ${order.order_number} · מפה נומרולוגית`,
    )
    expect(confirmation!.text!.split('\n')[0]).toBe('שלום ישראל ישראלי,')
  })
})

describe('uploading a report', () => {
  it('refuses what is not a real PDF, an empty file and one over 20 MB, storing nothing', async () => {
    const { token } = await signUpCustomer(api)
    const order = await paidOrder(token, [report()])
    const reportId = order.reports[0]!.id
    const cases: [Buffer, string][] = [
      [Buffer.from('MZ this is an executable renamed'), 'ניתן להעלות קובץ PDF בלבד'],
      [Buffer.alloc(0), 'הקובץ ריק'],
      [
        Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(21 * 1024 * 1024)]),
        'הקובץ גדול מדי (עד 20MB)',
      ],
    ]
    for (const [file, message] of cases) {
      const answer = await upload(reportId, file)
      expect([answer.status, answer.body.error?.message]).toEqual([400, message])
    }
    const [row] = await shop.db.orm.em
      .fork()
      .execute(`select status, file_key from reports where id = ?`, [reportId])
    expect(row).toEqual({ status: 'pending', file_key: null })
    const listed = await listFiles(shop, `reports/${order.id}/`)
    expect(listed).toEqual([])
  })

  it('asks for a file when none is sent', async () => {
    const response = await shop.app.request(`/api/admin/reports/${crypto.randomUUID()}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: new FormData(),
    })
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'אנא בחר קובץ להעלאה',
    )
  })

  it('makes the order ready, e-mails buyer and gift recipient with working links, then completes it', async () => {
    const buyer = await signUpCustomer(api)
    const order = await paidOrder(buyer.token, [
      report(),
      report({
        subjectName: 'נועה לוי',
        isGift: true,
        recipientEmail: 'friend@example.co.il',
        giftMessage: 'יום הולדת שמח!',
      }),
    ])
    const [first, gift] = order.reports
    const started = await api('PATCH', `/api/admin/reports/${first!.id}/status`, {
      token: adminToken,
      body: { status: 'processing' },
    })
    expect(started.status).toBe(200)
    expect(
      (await api<{ order: BuyerOrder }>('GET', `/api/orders/${order.id}`, { token: buyer.token }))
        .body.data.order.status,
    ).toBe('processing')

    expect((await upload(first!.id, pdf('first'))).status).toBe(200)
    expect(
      (await api<{ order: BuyerOrder }>('GET', `/api/orders/${order.id}`, { token: buyer.token }))
        .body.data.order.status,
    ).toBe('processing')
    const giftFile = pdf('the gift')
    expect((await upload(gift!.id, giftFile)).status).toBe(200)

    const [buyerMail] = await smtp.waitFor(
      (m) =>
        m.envelopeTo.includes(buyer.email) && m.subject === 'המפה הנומרולוגית של נועה לוי מוכנה',
    )
    expect(buyerMail!.html).toContain('/my-orders')
    const [giftMail] = await smtp.waitFor(
      (m) => m.envelopeTo.includes('friend@example.co.il') && m.text!.includes('/api/gifts/'),
    )
    expect(giftMail!.subject).toMatch(/^מתנה מ.+: המפה הנומרולוגית שלכם מוכנה$/)
    expect(giftMail!.text).toContain('יום הולדת שמח!')
    const link = /(http:\/\/localhost:\d+\/api\/gifts\/[\w.-]+)/.exec(giftMail!.text!)![1]!
    const giftPath = new URL(link).pathname
    // The link opens a page that names the map; its button downloads it
    const page = await (await shop.app.request(giftPath)).text()
    expect(page).toContain('המפה הנומרולוגית של נועה לוי')
    const redirect = await shop.app.request(/<a href="([^"]+)"/.exec(page)![1]!)
    expect(redirect.status).toBe(302)
    const file = await shop.app.request(redirect.headers.get('location')!)
    expect(Buffer.from(await file.arrayBuffer())).toEqual(giftFile)
    expect((await shop.app.request(`${giftPath}x`)).status).toBe(404)

    await expect
      .poll(
        async () =>
          (
            await api<{ order: BuyerOrder }>('GET', `/api/orders/${order.id}`, {
              token: buyer.token,
            })
          ).body.data.order.status,
        { timeout: 15_000 },
      )
      .toBe('completed')
    const download = await api<{ downloadUrl: string }>(
      'GET',
      `/api/reports/${first!.id}/download`,
      { token: buyer.token },
    )
    expect(
      Buffer.from(await (await shop.app.request(download.body.data.downloadUrl)).arrayBuffer()),
    ).toEqual(pdf('first'))

    const refused = await api('POST', `/api/admin/orders/${order.id}/email`, {
      token: adminToken,
      body: { subject: 'שלום', body: 'בדיקה' },
    })
    expect([refused.status, refused.body.error?.message]).toEqual([
      409,
      'לא ניתן לשלוח מייל להזמנה שהושלמה',
    ])
  })

  it('completes the order as a step of its own, once, after its delivery e-mail was sent', async () => {
    const buyer = await signUpCustomer(api)
    const order = await paidOrder(buyer.token, [report()])
    expect((await upload(order.reports[0]!.id, pdf('one'))).status).toBe(200)
    const em = shop.db.orm.em.fork()
    const delivered = () =>
      em.execute<{ payload: EventPayloads['email.delivered']; handled: boolean }[]>(
        `select payload, handled_at is not null as handled from outbox_events
         where type = 'email.delivered' and payload->>'orderId' = ?`,
        [order.id],
      )
    await expect.poll(delivered, { timeout: 15_000 }).toMatchObject([{ handled: true }])
    const [event] = await delivered()
    const [email] = await em.execute<{ template: string; status: string }[]>(
      `select template, status from email_log where id = ?`,
      [event!.payload.emailId],
    )
    expect(email).toEqual({ template: 'report-ready', status: 'sent' })
    const status = async () =>
      (await api<BuyerOrderAnswer>('GET', `/api/orders/${order.id}`, { token: buyer.token })).body
        .data.order.status
    expect(await status()).toBe('completed')

    // Delivered again (a sweep after a lost acknowledgement), the event changes nothing.
    const handler = eventHandlers(harness.worker.deps)['email.delivered']!
    await em.transactional((tx) => handler.write!(tx, event!.payload))
    expect(await status()).toBe('completed')
  })

  it('replaces the file when uploaded again', async () => {
    const buyer = await signUpCustomer(api)
    const order = await paidOrder(buyer.token, [report()])
    const reportId = order.reports[0]!.id
    await upload(reportId, pdf('draft'))
    await upload(reportId, pdf('final'))
    const download = await api<{ downloadUrl: string }>(
      'GET',
      `/api/reports/${reportId}/download`,
      { token: buyer.token },
    )
    expect(
      Buffer.from(await (await shop.app.request(download.body.data.downloadUrl)).arrayBuffer()),
    ).toEqual(pdf('final'))
    expect(await listFiles(shop, `reports/${order.id}/`)).toHaveLength(1)
  })
})

describe("a manager's e-mail", () => {
  it('is queued, answered at once with its id, sent by the worker and listed with its status', async () => {
    const buyer = await signUpCustomer(api)
    const order = await paidOrder(buyer.token, [report()])
    const queued = await api<{ emailId: string; status: string }>(
      'POST',
      `/api/admin/orders/${order.id}/email`,
      {
        token: adminToken,
        body: { subject: 'עדכון על ההזמנה שלך', body: 'המפה שלך בהכנה, תודה על הסבלנות.' },
      },
    )
    expect(queued.status).toBe(202)
    expect(queued.body.data.status).toBe('queued')
    const [mail] = await smtp.waitFor((m) => m.subject === 'עדכון על ההזמנה שלך')
    expect(mail!.envelopeTo).toEqual([buyer.email])
    expect(mail!.text).toContain('המפה שלך בהכנה')
    await expect
      .poll(async () => {
        const list = await api<{ id: string; status: string }[]>(
          'GET',
          `/api/admin/orders/${order.id}/emails`,
          { token: adminToken },
        )
        return list.body.data.find((email) => email.id === queued.body.data.emailId)?.status
      })
      .toBe('sent')
  })
})

describe('a template sent again by a manager', () => {
  it('sends the payment confirmation once more, under a key of its own', async () => {
    const buyer = await signUpCustomer(api)
    const order = await paidOrder(buyer.token, [report()])
    const again = await api<{ emailId: string }>('POST', `/api/admin/orders/${order.id}/email`, {
      token: adminToken,
      body: { template: 'payment-confirmation' },
    })
    expect(again.status).toBe(202)
    const mails = await smtp.waitFor(
      (m) => m.subject === `אישור תשלום להזמנה ${order.order_number} · מפה נומרולוגית`,
      2,
    )
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(2)
  })

  it('refuses a payment confirmation for an unpaid order', async () => {
    const buyer = await signUpCustomer(api)
    const created = await api<{ order: BuyerOrder }>('POST', '/api/orders', {
      token: buyer.token,
      body: { reports: [report()] },
      headers: { 'idempotency-key': `unpaid-${Date.now()}` },
    })
    const refused = await api('POST', `/api/admin/orders/${created.body.data.order.id}/email`, {
      token: adminToken,
      body: { template: 'payment-confirmation' },
    })
    expect([refused.status, refused.body.error?.message]).toEqual([
      422,
      'אישור תשלום נשלח רק להזמנה ששולמה',
    ])
  })
})

describe('SMTP refusing for a while', () => {
  it('retries with backoff until the e-mail is delivered, once', async () => {
    const buyer = await signUpCustomer(api)
    // The sign-up's verification e-mail is out of the way before the refusals start
    await smtp.waitFor((m) => m.envelopeTo.includes(buyer.email))
    let refusals = 0
    smtp.refuse = ({ to }) => to.includes(buyer.email) && refusals++ < 2
    try {
      const order = await paidOrder(buyer.token, [report()])
      await api('POST', `/api/admin/orders/${order.id}/email`, {
        token: adminToken,
        body: { subject: 'ניסיון חוזר', body: 'טקסט' },
      })
      const mails = await smtp.waitFor((m) => m.subject === 'ניסיון חוזר', 1, 30_000)
      expect(mails).toHaveLength(1)
      expect(refusals).toBeGreaterThanOrEqual(2)
      // The worker marks the row sent just after the SMTP server accepted the message.
      const row = async () =>
        (
          await shop.db.orm.em
            .fork()
            .execute<{ attempts: number; status: string }[]>(
              `select attempts, status from email_log where template = 'admin-message' and order_id = ?`,
              [order.id],
            )
        )[0]
      await expect.poll(row).toEqual({ attempts: 3, status: 'sent' })
    } finally {
      smtp.refuse = () => false
    }
  }, 60_000)
})

describe('contact form', () => {
  it('stores the message, e-mails the managers and acknowledges the sender', async () => {
    const sent = await api('POST', '/api/contact', {
      body: { name: 'רותי', email: 'ruti@example.co.il', phone: '', message: 'שאלה על מפה זוגית' },
    })
    expect(sent.status).toBe(201)
    const [toManager] = await smtp.waitFor(
      (m) => m.envelopeTo.includes('manager@shop.test') && m.subject!.includes('רותי'),
    )
    expect(toManager!.text).toContain('שאלה על מפה זוגית')
    const [ack] = await smtp.waitFor((m) => m.envelopeTo.includes('ruti@example.co.il'))
    expect(ack!.subject).toBe('קיבלנו את פנייתכם · מפה נומרולוגית')
    // Quoting the message would let anyone send any text from the shop to any address.
    expect(ack!.text).not.toContain('שאלה על מפה זוגית')
    expect(ack!.html).not.toContain('שאלה על מפה זוגית')
  })

  it('refuses a bad form with the spec messages', async () => {
    const answer = await api('POST', '/api/contact', {
      body: { name: ' ', email: 'x@y.co.il', message: 'hi' },
    })
    expect([answer.status, answer.body.error?.message]).toEqual([400, 'נא להזין שם'])
  })
})

/** The files kept under a folder of the test API's storage. */
async function listFiles(app: TestApp, prefix: string): Promise<string[]> {
  const settings = storageSettings(app.deps.env)
  if (settings.driver !== 'files') throw new Error('the test API keeps its files in a folder')
  const names = await readdir(join(settings.directory, prefix), { recursive: true }).catch(() => [])
  return names.map((name) => `${prefix}${name}`)
}
