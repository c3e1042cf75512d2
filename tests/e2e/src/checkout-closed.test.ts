import { signUpVerified } from '@shop/api/testing'
import { startShop, type RunningShop } from '@shop/integration/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, shot } from './browser.ts'

const admin = { email: 'admin@shop.test', password: 'admin-password-1' }
const customer = { email: 'dana@shop.test', password: 'harbor-violet-52', name: 'דנה כהן' }
const narrow = { width: 375, height: 812 }
const closedNotice =
  'לא ניתן לשלם כרגע: אנחנו משלימים את פרטי העסק הדרושים להפקת חשבונית מס קבלה. אפשר למלא את פרטי המפה ולחזור לתשלום בקרוב, או לכתוב לנו.'

let shop: RunningShop
let browser: Browser

// A shop in production whose business details were never set: no invoice-receipt could be issued
beforeAll(async () => {
  shop = await startShop('checkout-closed', {
    NODE_ENV: 'production',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  })
  await signUpVerified(shop, customer)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

async function signIn(page: Page, who: { email: string; password: string }, path: string) {
  await page.goto(`${shop.url}${path}`)
  await page.getByRole('textbox', { name: 'אימייל' }).fill(who.email)
  if (path === '/login') {
    await page.getByRole('button', { name: 'המשך' }).click()
    await page.getByRole('tab', { name: 'יש לי חשבון' }).click()
  }
  await page.getByLabel(/^סיסמה/).fill(who.password)
  await page
    .getByRole('button', { name: path === '/login' ? 'התחברות' : 'כניסה', exact: true })
    .click()
}

describe('checkout in production without the business details', () => {
  it('tells the customer on the order form, the cart and checkout, and offers no card form', async () => {
    const { page } = await openPage(browser, narrow)
    await signIn(page, customer, '/login')
    await page.waitForURL(`${shop.url}/order`)
    await page.getByRole('heading', { name: 'התשלום סגור זמנית' }).waitFor()
    await page.getByRole('main').getByText(closedNotice).waitFor()
    await shot(page, 'checkout-closed-order-375')

    const report = page.getByRole('region', { name: 'מפה 1' })
    await report.getByRole('textbox', { name: 'שם מלא', exact: true }).fill('דנה כהן')
    await report.getByRole('textbox', { name: 'תאריך לידה', exact: true }).fill('1990-05-17')
    await report.getByRole('textbox', { name: 'טלפון', exact: true }).fill('050-1234567')
    await page.getByRole('button', { name: 'המשך לסיכום ההזמנה' }).click()
    await page.waitForURL(`${shop.url}/cart`)
    await page.getByRole('main').getByText(closedNotice).waitFor()
    expect(await page.getByRole('link', { name: 'המשך לתשלום' }).count()).toBe(0)
    // Checkout opened directly offers no card form either
    await page.goto(`${shop.url}/checkout`)
    await page.getByRole('heading', { name: 'התשלום סגור זמנית' }).waitFor()
    // In the page itself; the refused order may say the same in a passing toast
    await page.getByRole('main').getByText(closedNotice).waitFor()
    expect(await page.getByRole('textbox', { name: /מספר כרטיס/ }).count()).toBe(0)
    await shot(page, 'checkout-closed-checkout-375')
    await page.context().close()
  })

  it('tells the manager on the dashboard why checkout is closed', async () => {
    const { page } = await openPage(browser, narrow)
    await signIn(page, admin, '/admin-login')
    await page.waitForURL(`${shop.url}/admin`)
    await page.getByText(/^התשלום סגור ללקוחות: בסביבת הייצור לא נגבה תשלום/).waitFor()
    await page.getByRole('link', { name: 'להשלמת פרטי העסק' }).waitFor()
    await shot(page, 'checkout-closed-dashboard-375')
    await page.context().close()
  })
})
