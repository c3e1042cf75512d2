import { testCard, signUpVerified } from '@shop/api/testing'
import { giftDeliveryDateRange } from '@shop/domain'
import type { RunningShop } from '@shop/integration/testing'
import type { SmtpCatcher } from '@shop/mail/testing'
import { signDownloadToken } from '@shop/storage'
import { readFile } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desktopViewport, launchBrowser, openPage, shot, toast } from './browser.ts'
import { minimalPdf } from './minimal-pdf.ts'
import { startShopWithWorker, type ShopWithWorker } from './shop-with-worker.ts'
import { signInOnPage } from './sign-in.ts'
import { managerToken } from './manager-api.ts'

const admin = { email: 'admin@shop.test', password: 'admin-password-1' }
const customer = { email: 'tamar@shop.test', password: 'pepper-glacier-63', name: 'תמר גל' }
const now = { to: 'noa@example.co.il', name: 'נועה לוי' }
const later = { to: 'yael@example.co.il', name: 'יעל בר' }
const narrow = { width: 375, height: 812 }

let running: ShopWithWorker
let shop: RunningShop
let smtp: SmtpCatcher
let browser: Browser
let orderNumber: number
let giftReportId: string

async function upload(reportId: string, adminToken: string) {
  const form = new FormData()
  form.append('file', new Blob([minimalPdf()], { type: 'application/pdf' }), 'map.pdf')
  const response = await fetch(`${shop.url}/api/admin/reports/${reportId}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  running = await startShopWithWorker('gifts-browser', admin)
  ;({ shop, smtp } = running)
  const { sessionJwt: token } = await signUpVerified(shop, customer)
  const gift = (to: string, name: string, giftDeliveryDate?: string) => ({
    subjectName: name,
    dateOfBirth: '1992-04-12',
    phone: '0521234567',
    isGift: true,
    recipientEmail: to,
    giftMessage: 'מזל טוב!',
    giftDeliveryDate,
  })
  type Created = { order: { id: string; order_number: number; reports: { id: string }[] } }
  const { order } = await shop.api<Created>(
    'POST',
    '/api/orders',
    {
      reports: [gift(now.to, now.name), gift(later.to, later.name, giftDeliveryDateRange().max)],
    },
    token,
  )
  await shop.api(
    'POST',
    `/api/orders/${order.id}/pay`,
    { ...testCard, cardholderName: customer.name, billingEmail: customer.email },
    token,
  )
  const adminToken = await managerToken(shop, admin)
  for (const report of order.reports) await upload(report.id, adminToken)
  orderNumber = order.order_number
  giftReportId = order.reports[0]!.id
  await smtp.waitFor((m) => m.envelopeTo.includes(now.to) && m.text!.includes('/api/gifts/'))
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await running?.stop()
})

async function signedIn(viewport = desktopViewport): Promise<Page> {
  const { page } = await openPage(browser, viewport)
  await page.goto(`${shop.url}/my-orders`)
  await page.waitForURL(`${shop.url}/login`)
  await signInOnPage(page, customer)
  await page.waitForURL(`${shop.url}/my-orders`)
  return page
}

describe('gifts on /my-orders', () => {
  it('shows each gift’s e-mail to its recipient, and sends a delivered one again', async () => {
    const page = await signedIn()
    const row = page.getByRole('row').filter({ hasText: String(orderNumber) })
    await row.getByText(/^המייל נשלח למקבל\/ת המתנה ב/).waitFor()
    await row.getByText(/^המייל למקבל\/ת המתנה מתוזמן ל.*בשעה 9:00$/).waitFor()
    // The held one waits for its day: nothing to send again yet.
    expect(
      await row.getByRole('button', { name: `שליחה חוזרת של המפה אל ${later.to}` }).count(),
    ).toBe(0)

    await row.getByRole('button', { name: `שליחה חוזרת של המפה אל ${now.to}` }).click()
    await toast(page, 'המפה נשלחה שוב למקבל/ת המתנה').waitFor()
    const maps = await smtp.waitFor(
      (m) => m.envelopeTo.includes(now.to) && m.text!.includes('/api/gifts/'),
      2,
    )
    expect(new Set(maps.map((m) => m.messageId)).size).toBe(2)
    await shot(page, 'gifts-my-orders-1280')
    await page.context().close()
  })

  it('fits a gift’s state and its send-again into a 375-pixel phone', async () => {
    const page = await signedIn(narrow)
    const card = page.getByRole('listitem').filter({ hasText: `מספר הזמנה ${orderNumber}` })
    await card.getByRole('button', { name: `שליחה חוזרת של המפה אל ${now.to}` }).waitFor()
    await card.getByText(/^המייל למקבל\/ת המתנה מתוזמן ל/).waitFor()
    expect(
      await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'),
    ).toBeLessThanOrEqual(0)
    await shot(page, 'gifts-my-orders-375')
    await page.context().close()
  })
})

describe('a gift link', () => {
  it('opens a Hebrew page naming the map, whose button downloads it, with no script', async () => {
    const [mail] = await smtp.waitFor(
      (m) => m.envelopeTo.includes(now.to) && m.text!.includes('/api/gifts/'),
    )
    const path = /\/api\/gifts\/[\w.-]+/.exec(mail!.text!)![0]
    // As a mail client's browser may open it: scripts off
    const { page } = await openPage(browser, narrow, { javaScriptEnabled: false })
    const answer = await page.goto(`${shop.url}${path}`)
    expect(answer!.status()).toBe(200)
    await page.getByRole('heading', { name: 'קיבלתם מפה נומרולוגית במתנה' }).waitFor()
    await page.getByText(`המפה הנומרולוגית של ${now.name}`).waitFor()
    await shot(page, 'gift-link-375')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'הורדת המפה (PDF)' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`${now.name}.pdf`)
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-')
    expect(page.url()).toBe(`${shop.url}${path}`)
    await page.context().close()
  })
})

describe('an expired gift link', () => {
  it('opens a Hebrew page that leads to the contact form', async () => {
    const { page } = await openPage(browser, narrow)
    const token = signDownloadToken(giftReportId, new Date(Date.now() - 1000), 'x')
    const forged = await page.goto(`${shop.url}/api/gifts/${token}`)
    expect(forged!.status()).toBe(404)
    await page.getByRole('heading', { name: 'הקישור למתנה אינו תקין' }).waitFor()

    const expired = signDownloadToken(
      giftReportId,
      new Date(Date.now() - 1000),
      shop.deps.env.JWT_SECRET,
    )
    const answer = await page.goto(`${shop.url}/api/gifts/${expired}`)
    expect(answer!.status()).toBe(410)
    await page.getByRole('heading', { name: 'תוקף הקישור למתנה פג' }).waitFor()
    await shot(page, 'gifts-expired-link-375')
    await page.getByRole('link', { name: 'לבקשת קישור חדש' }).click()
    await page.waitForURL(`${shop.url}/contact`)
    await page.context().close()
  })
})
