import {
  formatDateTime,
  formatLongDate,
  giftDeliveryDateRange,
  giftDeliveryTime,
  type BuyerOrder,
} from '@shop/domain'
import { placePaidOrder, signUpCustomer, testReport, type TestApp } from '@shop/api/testing'
import type { CaughtMail, SmtpCatcher } from '@shop/mail/testing'
import { emailKinds, emailJobId } from '@shop/core'
import { signDownloadToken } from '@shop/storage'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepQueuedEmails } from '@shop/worker/testing'
import { startDeliveryHarness, type DeliveryHarness } from './testing.ts'

let harness: DeliveryHarness
let shop: TestApp
let smtp: SmtpCatcher
let api: DeliveryHarness['api']
let adminToken: string

beforeAll(async () => {
  harness = await startDeliveryHarness('gifts')
  ;({ shop, smtp, api, adminToken } = harness)
})
afterAll(() => harness?.close())

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`)
let recipients = 0
const recipient = () => `friend${++recipients}-${Date.now()}@example.co.il`

async function upload(reportId: string, file: Buffer) {
  expect((await harness.upload(reportId, file)).status).toBe(200)
}

async function giftOrder(gift: object = {}) {
  const buyer = await signUpCustomer(api)
  const to = recipient()
  const order = await placePaidOrder(api, buyer.token, [
    testReport({
      subjectName: 'נועה לוי',
      isGift: true,
      recipientEmail: to,
      giftMessage: 'יום הולדת שמח, אחותי!',
      ...gift,
    }),
  ])
  return { buyer, to, order, reportId: order.reports[0]!.id }
}

const linkIn = (mail: CaughtMail, path: 'gifts' | 'downloads') =>
  new RegExp(`http://localhost:\\d+(/api/${path}/[\\w.-]+)`).exec(mail.text!)?.[1]

/**
 * Follows an e-mailed link as a mail client would, answering the file it leads to: a gift's link
 * first opens a page naming the map, whose button leads to the file.
 */
async function download(path: string): Promise<Buffer> {
  let link = path
  if (path.startsWith('/api/gifts/')) {
    const page = await shop.app.request(path)
    expect([page.status, page.headers.get('content-type')]).toEqual([
      200,
      'text/html; charset=UTF-8',
    ])
    link = /<a href="([^"]+)"/.exec(await page.text())![1]!
  }
  const redirect = await shop.app.request(link)
  expect(redirect.status).toBe(302)
  return Buffer.from(
    await (await shop.app.request(redirect.headers.get('location')!)).arrayBuffer(),
  )
}

const giftEmailOf = async (token: string, orderId: string) =>
  (await api<{ order: BuyerOrder }>('GET', `/api/orders/${orderId}`, { token })).body.data.order
    .reports[0]!.gift_email

describe('at payment', () => {
  it('tells the gift recipient it is on its way, with the message and the promised date', async () => {
    const { to, order } = await giftOrder()
    const [mail] = await smtp.waitFor((m) => m.envelopeTo.includes(to))
    expect(mail!.subject).toBe('מתנה מלקוחה לדוגמה בדרך אליכם: המפה הנומרולוגית שלכם')
    expect(mail!.text).toContain('שלום נועה לוי,\n\nקיבלתם מתנה מלקוחה לדוגמה: מפה נומרולוגית')
    expect(mail!.text).toContain('יום הולדת שמח, אחותי!')
    expect(mail!.text).toContain(`המפה תגיע אליכם במייל עד ${formatDateTime(order.due_at!)}`)
    expect(mail!.html).toContain('dir="rtl"')
    expect(mail!.messageId).toContain(emailKinds['gift-on-its-way'].key(order.reports[0]!.id))
  })

  it('promises the delivery date the buyer chose', async () => {
    const date = giftDeliveryDateRange().max
    const { to } = await giftOrder({ giftDeliveryDate: date })
    const [mail] = await smtp.waitFor((m) => m.envelopeTo.includes(to))
    expect(mail!.text).toContain(`המפה תגיע אליכם במייל ב${formatLongDate(date)}, בבוקר.`)
  })
})

describe('a delivery date', () => {
  it('holds the map e-mail until 09:00 Israel time that day, through a lost Redis too', async () => {
    const date = giftDeliveryDateRange().min
    const { buyer, to, order, reportId } = await giftOrder({ giftDeliveryDate: date })
    await smtp.waitFor((m) => m.envelopeTo.includes(to))
    await upload(reportId, pdf('held gift'))
    await smtp.waitFor(
      (m) => m.envelopeTo.includes(buyer.email) && m.subject!.includes('נועה לוי מוכנה'),
    )

    const key = emailKinds['gift-report-ready'].key(reportId)
    const row = async () =>
      (
        await shop.db.orm.em
          .fork()
          .execute<{ id: string; status: string; send_after: string }[]>(
            `select id, status, send_after from email_log where idempotency_key = ?`,
            [key],
          )
      )[0]!
    expect(new Date((await row()).send_after)).toEqual(giftDeliveryTime(date))
    const job = async () => shop.deps.queues.email.getJob(emailJobId(key))
    await expect.poll(async () => (await job())?.opts.delay).toBeGreaterThan(0)
    const held = (await job())!
    expect(held.timestamp + held.opts.delay!).toBeGreaterThanOrEqual(
      giftDeliveryTime(date).getTime() - 1000,
    )
    expect(await held.isDelayed()).toBe(true)
    expect((await giftEmailOf(buyer.token, order.id))?.status).toBe('scheduled')
    // Sending it again now would spoil the surprise the buyer planned.
    const early = await api('POST', `/api/reports/${reportId}/gift-email`, { token: buyer.token })
    expect([early.status, early.body.error?.message]).toEqual([
      409,
      'המייל מתוזמן לתאריך המסירה שנבחר, ויישלח אז',
    ])

    // Redis lost the delayed job, and the day has come (2 seconds from now).
    await held.remove()
    await shop.db.orm.em.fork().execute(
      `update email_log set send_after = now() + interval '2 seconds',
           published_at = now() - interval '1 hour' where idempotency_key = ?`,
      [key],
    )
    const sweptAt = Date.now()
    expect(await sweepQueuedEmails(harness.worker.deps, 60)).toBeGreaterThanOrEqual(1)
    await sweepQueuedEmails(harness.worker.deps, 60)
    expect(await (await job())!.isDelayed()).toBe(true)
    const gifts = await smtp.waitFor((m) => m.envelopeTo.includes(to) && !!linkIn(m, 'gifts'))
    expect(gifts[0]!.date!.getTime()).toBeGreaterThanOrEqual(sweptAt + 1000)
    expect(await download(linkIn(gifts[0]!, 'gifts')!)).toEqual(pdf('held gift'))
    await expect.poll(async () => (await giftEmailOf(buyer.token, order.id))?.status).toBe('sent')
    expect(smtp.deliveries.filter((m) => m.envelopeTo.includes(to))).toHaveLength(2)
  }, 40_000)
})

describe('send again', () => {
  it('sends the buyer’s gift once more with a fresh working link, only for its buyer', async () => {
    const { buyer, to, order, reportId } = await giftOrder()
    const notReady = await api('POST', `/api/reports/${reportId}/gift-email`, {
      token: buyer.token,
    })
    expect([notReady.status, notReady.body.error?.message]).toEqual([
      409,
      'אפשר לשלוח שוב רק מפה מוכנה',
    ])
    await upload(reportId, pdf('resent gift'))
    await smtp.waitFor((m) => m.envelopeTo.includes(to) && !!linkIn(m, 'gifts'))

    const stranger = await signUpCustomer(api)
    const refused = await api('POST', `/api/reports/${reportId}/gift-email`, {
      token: stranger.token,
    })
    expect([refused.status, refused.body.error?.message]).toEqual([404, 'המפה לא נמצאה'])

    const again = await api<{ emailId: string }>('POST', `/api/reports/${reportId}/gift-email`, {
      token: buyer.token,
    })
    expect(again.status).toBe(202)
    const maps = await smtp.waitFor((m) => m.envelopeTo.includes(to) && !!linkIn(m, 'gifts'), 2)
    expect(new Set(maps.map((m) => m.messageId)).size).toBe(2)
    expect(await download(linkIn(maps[1]!, 'gifts')!)).toEqual(pdf('resent gift'))
    await expect.poll(async () => (await giftEmailOf(buyer.token, order.id))?.status).toBe('sent')
  })

  it('is rate limited per buyer', async () => {
    const { buyer, to, reportId } = await giftOrder()
    await upload(reportId, pdf('popular gift'))
    await smtp.waitFor((m) => m.envelopeTo.includes(to) && !!linkIn(m, 'gifts'))
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const answer = await api('POST', `/api/reports/${reportId}/gift-email`, {
        token: buyer.token,
      })
      statuses.push(answer.status)
      if (answer.status === 429) {
        expect(answer.body.error?.message).toMatch(/[\u05D0-\u05EA]/)
        expect(Number(answer.response.headers.get('retry-after'))).toBeGreaterThan(60)
      }
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
  })

  it('is open to a manager from the order details', async () => {
    const { to, reportId } = await giftOrder()
    await upload(reportId, pdf('manager resend'))
    await smtp.waitFor((m) => m.envelopeTo.includes(to) && !!linkIn(m, 'gifts'))
    const again = await api('POST', `/api/admin/reports/${reportId}/gift-email`, {
      token: adminToken,
    })
    expect(again.status).toBe(202)
    await smtp.waitFor((m) => m.envelopeTo.includes(to) && !!linkIn(m, 'gifts'), 2)
    const customer = await signUpCustomer(api)
    const notAdmin = await api('POST', `/api/admin/reports/${reportId}/gift-email`, {
      token: customer.token,
    })
    expect(notAdmin.status).toBe(403)
  })
})

describe("the buyer's map e-mail", () => {
  it('carries a direct download link for the buyer’s own map, and none for a gift', async () => {
    const buyer = await signUpCustomer(api)
    const order = await placePaidOrder(api, buyer.token, [
      testReport({ subjectName: 'דנה כהן' }),
      testReport({ subjectName: 'נועה לוי', isGift: true, recipientEmail: recipient() }),
    ])
    const [own, gift] = order.reports
    await upload(own!.id, pdf('my own map'))
    await upload(gift!.id, pdf('their map'))
    const [ownMail] = await smtp.waitFor(
      (m) =>
        m.envelopeTo.includes(buyer.email) && m.subject === 'המפה הנומרולוגית של דנה כהן מוכנה',
    )
    expect(ownMail!.text).toContain(`${shop.deps.env.PUBLIC_URL}/my-orders`)
    const link = linkIn(ownMail!, 'downloads')!
    expect(ownMail!.html).toContain(link)
    expect(await download(link)).toEqual(pdf('my own map'))
    const [giftMail] = await smtp.waitFor(
      (m) =>
        m.envelopeTo.includes(buyer.email) && m.subject === 'המפה הנומרולוגית של נועה לוי מוכנה',
    )
    expect(linkIn(giftMail!, 'downloads')).toBeUndefined()
    // A gift's link opens gifts only, the buyer's own link own maps only.
    const token = link.split('/').at(-1)!
    expect((await shop.app.request(`/api/gifts/${token}`)).status).toBe(404)
  })
})

describe('a link that no longer works', () => {
  it('answers a Hebrew page offering a new link, 410 when expired and 404 when invalid', async () => {
    const { reportId, to } = await giftOrder()
    await upload(reportId, pdf('expired gift'))
    await smtp.waitFor((m) => m.envelopeTo.includes(to) && !!linkIn(m, 'gifts'))
    const expired = signDownloadToken(
      reportId,
      new Date(Date.now() - 1000),
      shop.deps.env.JWT_SECRET,
    )
    const cases: [string, number, string][] = [
      [`/api/gifts/${expired}`, 410, 'תוקף הקישור למתנה פג'],
      [`/api/gifts/${expired}x`, 404, 'הקישור למתנה אינו תקין'],
      ['/api/gifts/not-a-token', 404, 'הקישור למתנה אינו תקין'],
      [`/api/downloads/${expired}`, 410, 'תוקף קישור ההורדה פג'],
    ]
    for (const [path, status, title] of cases) {
      const response = await shop.app.request(path)
      const html = await response.text()
      expect([response.status, response.headers.get('content-type')]).toEqual([
        status,
        'text/html; charset=UTF-8',
      ])
      expect(html).toContain('<html lang="he" dir="rtl">')
      expect(html).toContain(
        `<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3">${title}</h1>`,
      )
      expect(html).toContain('href="/contact"')
    }
  })
})
