import { signUpVerified } from '@shop/api/testing'
import type { RunningShop } from '@shop/integration/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, toast } from './browser.ts'
import { signInAdminOnPage } from './sign-in.ts'
import { minimalPdf } from './minimal-pdf.ts'
import { startShopWithWorker, type ShopWithWorker } from './shop-with-worker.ts'
import { testCardFor } from './test-card.ts'

const admin = { email: 'admin@shop.test', password: 'admin-password-1' }
const customer = { email: 'lior@shop.test', password: 'amber-falcon-96', name: 'ליאור כץ' }
const subjectName = 'ליאור כץ'
const card = testCardFor(customer)

let running: ShopWithWorker
let shop: RunningShop
let browser: Browser
let page: Page
let paid: { id: string; order_number: number }
let deleted: { id: string; order_number: number }

beforeAll(async () => {
  running = await startShopWithWorker('admin-follow-up', admin)
  ;({ shop } = running)
  const { sessionJwt: token } = await signUpVerified(shop, customer)
  const reports = [{ subjectName, dateOfBirth: '1988-08-08', phone: '0521234567' }]
  // A second map not yet uploaded keeps the paid order open, so its customer can still be written to
  const paidReports = [
    ...reports,
    { subjectName: 'נועה כץ', dateOfBirth: '1990-02-02', phone: '0521234567' },
  ]
  type Created = { order: { id: string; order_number: number } }
  paid = (await shop.api<Created>('POST', '/api/orders', { reports: paidReports }, token)).order
  await shop.api('POST', `/api/orders/${paid.id}/pay`, card, token)
  deleted = (await shop.api<Created>('POST', '/api/orders', { reports }, token)).order
  await shop.api('DELETE', `/api/orders/${deleted.id}`, undefined, token)
  browser = await launchBrowser()
  ;({ page } = await openPage(browser))
  await signInAdminOnPage(page, shop.url, admin)
})
afterAll(async () => {
  await browser?.close()
  await running?.stop()
})

const orderRow = (number: number) => page.locator(`tr[data-order-number="${number}"]`)

describe('the admin dashboard after a change', () => {
  it('shows the e-mails an upload leads to in the open e-mail log', async () => {
    await orderRow(paid.order_number).click()
    const details = page.getByRole('region', { name: `פרטי הזמנה ${paid.order_number}` })
    const log = details.getByRole('table', { name: `המיילים של הזמנה ${paid.order_number}` })
    await log.getByRole('row').filter({ hasText: 'אישור תשלום' }).waitFor({ timeout: 20_000 })

    await details.getByLabel(`קובץ PDF למפה של ${subjectName}`).setInputFiles({
      name: 'map.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf(),
    })
    await details
      .getByRole('article', { name: subjectName })
      .getByRole('button', { name: 'העלאת המפה' })
      .click()
    await toast(page, `המפה של ${subjectName} הועלתה בהצלחה`).waitFor()
    // Without closing and opening the order again
    const ready = log.getByRole('row').filter({ hasText: 'מפה מוכנה' })
    await ready.waitFor({ timeout: 20_000 })
    await ready.getByText('נשלח', { exact: true }).waitFor({ timeout: 20_000 })
  })

  it('re-sends a failed e-mail from the open e-mail log', async () => {
    // The payment confirmation, as an SMTP outage past every retry would have left it.
    await shop.db.orm.em.fork().execute(
      `update email_log set status = 'failed', last_error = 'connect ECONNREFUSED', retry_at = null
         where order_id = ? and template = 'payment-confirmation'`,
      [paid.id],
    )
    await page.reload()
    await orderRow(paid.order_number).click()
    const details = page.getByRole('region', { name: `פרטי הזמנה ${paid.order_number}` })
    const log = details.getByRole('table', { name: `המיילים של הזמנה ${paid.order_number}` })
    const confirmation = log.getByRole('row').filter({ hasText: 'אישור תשלום' })
    await confirmation.getByRole('button', { name: /^שליחה חוזרת של המייל אל / }).click()
    await toast(page, 'המייל חזר לתור השליחה').waitFor()
    await confirmation.getByText('נשלח', { exact: true }).waitFor({ timeout: 20_000 })
    await expect
      .poll(() => confirmation.getByRole('button', { name: /שליחה חוזרת/ }).count())
      .toBe(0)
  })

  it('offers no e-mail to the customer of a deleted order', async () => {
    const sendEmail = (number: number) =>
      page.getByRole('button', { name: `שליחת מייל ללקוח של הזמנה ${number}` })
    await orderRow(deleted.order_number).getByText('נמחקה').waitFor()
    // The rows render before their buttons settle; wait for each state rather than read it once.
    await expect.poll(() => sendEmail(deleted.order_number).isDisabled()).toBe(true)
    await expect.poll(() => sendEmail(paid.order_number).isDisabled()).toBe(false)
  })

  it('says goodbye on the dashboard’s logout as the site header does', async () => {
    await page.getByRole('button', { name: 'התנתקות' }).click()
    await page.waitForURL(`${shop.url}/admin-login`)
    await toast(page, 'התנתקת בהצלחה').waitFor()
  })
})
