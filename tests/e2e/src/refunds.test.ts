import { signUpVerified } from '@shop/api/testing'
import type { RunningShop } from '@shop/integration/testing'
import type { SmtpCatcher } from '@shop/mail/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, phoneViewport, shot, toast } from './browser.ts'
import { startShopWithWorker, type ShopWithWorker } from './shop-with-worker.ts'
import { testCardFor } from './test-card.ts'

const admin = { email: 'admin@shop.test', password: 'admin-password-1' }
const customer = { email: 'yael@shop.test', password: 'willow-comet-74', name: 'יעל שחר' }
const card = testCardFor(customer)
const reason = 'תקלה טכנית חריגה: הלקוחה חויבה פעמיים'

let running: ShopWithWorker
let shop: RunningShop
let smtp: SmtpCatcher
let browser: Browser
let adminPage: Page
let order: { id: string; order_number: number; receipt_number: number }

async function signIn(on: Page, path: string, who: { email: string; password: string }) {
  await on.goto(`${shop.url}${path}`)
  await on.getByRole('textbox', { name: 'אימייל' }).fill(who.email)
  if (path === '/login') {
    await on.getByRole('button', { name: 'המשך' }).click()
    await on.getByRole('tab', { name: 'יש לי חשבון' }).click()
  }
  await on.getByLabel(/^סיסמה/).fill(who.password)
}

beforeAll(async () => {
  running = await startShopWithWorker('refunds', admin)
  ;({ shop, smtp } = running)
  const { sessionJwt: token } = await signUpVerified(shop, customer)
  const reports = [{ subjectName: 'יעל שחר', dateOfBirth: '1991-03-14', phone: '0521234567' }]
  const created = await shop.api<{ order: { id: string } }>(
    'POST',
    '/api/orders',
    { reports },
    token,
  )
  order = (
    await shop.api<{ order: typeof order }>(
      'POST',
      `/api/orders/${created.order.id}/pay`,
      card,
      token,
    )
  ).order
  browser = await launchBrowser()
  ;({ page: adminPage } = await openPage(browser))
  await signIn(adminPage, '/admin-login', admin)
  await adminPage.getByRole('button', { name: 'כניסה' }).click()
  await adminPage.waitForURL(`${shop.url}/admin`)
})
afterAll(async () => {
  await browser?.close()
  await running?.stop()
})

describe('cancelling a paid order with a refund', () => {
  it('warns on the dashboard until the business details are complete', async () => {
    const banner = adminPage.getByText(/פרטי העסק חסרים/)
    await banner.waitFor()
    await adminPage.getByRole('link', { name: 'להשלמת פרטי העסק' }).click()
    await adminPage.getByLabel(/^שם העסק/).fill('מפות הנפש בע״מ')
    await adminPage.getByLabel(/^כתובת העסק/).fill('הרצל 1, תל אביב')
    await adminPage.getByLabel(/^מספר עוסק/).fill('514123456')
    await adminPage.getByRole('button', { name: 'שמירת פרטי העסק' }).click()
    await adminPage.getByText('מספר העוסק אינו תקין (ספרת הביקורת אינה מתאימה)').waitFor()
    await adminPage.getByLabel(/^מספר עוסק/).fill('514123454')
    await adminPage.getByRole('button', { name: 'שמירת פרטי העסק' }).click()
    await toast(adminPage, 'פרטי העסק עודכנו בהצלחה!').waitFor()
    await adminPage.reload()
    await adminPage.getByLabel(/^שם העסק/).waitFor()
    expect(await banner.count()).toBe(0)
  })

  it('asks for a reason, then shows who cancelled, when and why', async () => {
    await adminPage.getByRole('tab', { name: 'הזמנות' }).click()
    await adminPage.locator(`tr[data-order-number="${order.order_number}"]`).click()
    const details = adminPage.getByRole('region', { name: `פרטי הזמנה ${order.order_number}` })
    await details.getByRole('button', { name: `ביטול והחזר: הזמנה ${order.order_number}` }).click()
    const dialog = adminPage.getByRole('dialog', {
      name: `ביטול הזמנה ${order.order_number} והחזר`,
    })
    await dialog.getByRole('button', { name: 'ביטול והחזר התשלום' }).click()
    await dialog.getByText('נא לכתוב את סיבת הביטול').waitFor()
    await dialog.getByLabel(/^סיבת הביטול/).fill(reason)
    await dialog.getByRole('button', { name: 'ביטול והחזר התשלום' }).click()
    await toast(adminPage, `הזמנה ${order.order_number} בוטלה והתשלום הוחזר`).waitFor()
    await dialog.waitFor({ state: 'hidden' })

    const cancellation = details.getByRole('region', { name: 'ביטול והחזר' })
    await cancellation.getByText(reason).waitFor()
    await cancellation.getByText(admin.email).waitFor()
    await details.getByText('הוחזר', { exact: true }).first().waitFor()
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(customer.email) && /ביטול/.test(m.subject ?? ''),
    )
    expect(mail[0]!.text).toContain(`/payments/${order.id}/credit-invoice`)
  })

  it('shows the buyer the refund and the credit invoice, on a phone too', async () => {
    const { page } = await openPage(browser, phoneViewport)
    await signIn(page, '/login', customer)
    await page.getByRole('button', { name: 'התחברות', exact: true }).click()
    await page.waitForURL(/\/order$/)
    await page.goto(`${shop.url}/payments`)
    await page.getByText('הוחזר', { exact: true }).first().waitFor()
    await page.getByRole('link', { name: /^צפייה בחשבונית זיכוי \d+$/ }).click()
    await page.waitForURL(`${shop.url}/payments/${order.id}/credit-invoice`)
    const document = page.getByRole('article', { name: 'חשבונית זיכוי' })
    await document.getByText(`זיכוי מלא לחשבונית מס קבלה מספר ${order.receipt_number}`).waitFor()
    await document.getByText('מפות הנפש בע״מ').waitFor()
    expect(await document.getByText('טיוטה - פרטי העסק חסרים').count()).toBe(0)
    await page.setViewportSize({ width: 375, height: 812 })
    await shot(page, 'credit-invoice-375')
    await page.context().close()
  })
})
