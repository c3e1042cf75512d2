import { signUpVerified } from '@shop/api/testing'
import { startShop, type RunningShop } from '@shop/integration/testing'
import { execFileSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, shot, toast } from './browser.ts'
import { testCardFor } from './test-card.ts'
import { signInOnPage } from './sign-in.ts'
import { completeBusinessDetails, managerToken } from './manager-api.ts'

const admin = { email: 'admin@shop.test', password: 'admin-password-1' }
const customer = { email: 'yael@shop.test', password: 'willow-comet-74', name: 'יעל מזרחי' }
const narrow = { width: 375, height: 812 }
const bannerText = 'שלחנו אליכם מייל לאימות כתובת האימייל. לא הגיע?'

let shop: RunningShop
let browser: Browser
let paidOrderId: string

beforeAll(async () => {
  shop = await startShop('verification-banner', {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PAYMENT_SANDBOX_DELAY_MS: '0',
  })
  const { sessionJwt: token } = await signUpVerified(shop, customer)
  // An account from before sign-up asked for the link: it signs in, its address unverified
  await shop.db.orm.em
    .fork()
    .execute(`update users set email_verified_at = null where email = ?`, [customer.email])
  const adminToken = await managerToken(shop, admin)
  await completeBusinessDetails(shop, adminToken)
  const reports = [{ subjectName: 'יעל מזרחי', dateOfBirth: '1992-02-29', phone: '0521234567' }]
  const { order } = await shop.api<{ order: { id: string } }>(
    'POST',
    '/api/orders',
    { reports },
    token,
  )
  await shop.api('POST', `/api/orders/${order.id}/pay`, testCardFor(customer), token)
  paidOrderId = order.id
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

const banner = (on: Page) => on.getByRole('region', { name: 'אימות כתובת האימייל' })

async function signedIn(): Promise<Page> {
  const { page } = await openPage(browser, narrow)
  await page.goto(`${shop.url}/login`)
  await signInOnPage(page, customer)
  await page.waitForURL(`${shop.url}/order`)
  return page
}

/** Runs a poppler tool on a PDF file; answers its output. */
const poppler = (tool: 'pdfinfo' | 'pdftotext', file: string) =>
  execFileSync(tool, tool === 'pdftotext' ? [file, '-'] : [file], { encoding: 'utf8' })

describe('the e-mail verification reminder', () => {
  it('says what its button sends, and closes for the rest of the visit', async () => {
    const page = await signedIn()
    await banner(page).getByText(bannerText).waitFor()
    const resend = banner(page).getByRole('button', { name: 'שליחת קישור אימות חדש' })
    await resend.waitFor()
    await page.getByRole('heading', { level: 1, name: 'הזמנת מפה נומרולוגית' }).waitFor()
    await shot(page, 'verification-banner-375', false)
    await resend.click()
    await toast(page, 'שלחנו מייל אימות חדש').waitFor()

    await banner(page).getByRole('button', { name: 'סגירת התזכורת' }).click()
    await banner(page).waitFor({ state: 'detached' })
    await page.goto(`${shop.url}/my-orders`)
    await page.getByRole('heading', { name: 'ההזמנות שלי' }).first().waitFor()
    await page.reload()
    await page.getByRole('heading', { name: 'ההזמנות שלי' }).first().waitFor()
    expect(await banner(page).count()).toBe(0)
    await page.context().close()

    // A new visit reminds again
    const next = await signedIn()
    await banner(next).getByText(bannerText).waitFor()
    await next.context().close()
  })
})

describe('the printed invoice-receipt', () => {
  it('prints the document alone, on one page, with the reminder on the screen', async () => {
    const page = await signedIn()
    await page.goto(`${shop.url}/payments/${paidOrderId}/invoice`)
    await page.getByRole('heading', { name: 'חשבונית מס קבלה' }).waitFor()
    await banner(page).getByText(bannerText).waitFor()

    await mkdir('test-results', { recursive: true })
    const file = 'test-results/invoice-print.pdf'
    await writeFile(file, await page.pdf({ format: 'A4', preferCSSPageSize: true }))
    expect(poppler('pdfinfo', file)).toMatch(/^Pages:\s+1$/m)
    // pdftotext wraps right-to-left runs in directional marks
    const text = poppler('pdftotext', file).replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    expect(text).toContain('514123454')
    expect(text).not.toMatch(/לאימות|אימות חדש/)
    await page.emulateMedia({ media: 'print' })
    expect(await banner(page).isVisible()).toBe(false)
    await page.context().close()
  })
})
