import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, toast } from './browser.ts'
import { startShop, type RunningShop } from './shop-server.ts'

const customer = { email: 'noa@shop.test', password: 'noa-password-1', name: 'נועה ברק' }

let shop: RunningShop
let browser: Browser

beforeAll(async () => {
  shop = await startShop('checkout-entry')
  await shop.api('POST', '/api/auth/signup', customer)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

async function signIn(page: Page) {
  await page.goto(`${shop.url}/login`)
  await page.getByRole('textbox', { name: 'אימייל' }).fill(customer.email)
  await page.getByRole('button', { name: 'המשך' }).click()
  await page.getByLabel(/^סיסמה/).fill(customer.password)
  await page.getByRole('button', { name: 'התחברות', exact: true }).click()
  await page.waitForURL(`${shop.url}/order`)
}

async function fillOneReport(page: Page) {
  const report = page.getByRole('region', { name: 'מפה 1' })
  await report.getByRole('textbox', { name: 'שם מלא', exact: true }).fill('דנה כהן')
  await report.getByRole('textbox', { name: 'תאריך לידה', exact: true }).fill('1990-05-17')
  await report.getByRole('textbox', { name: 'טלפון', exact: true }).fill('050-1234567')
}

const orderNumber = (page: Page) => page.getByText(/^הזמנה מספר \d+$/).textContent()

async function checkoutFromCart(page: Page) {
  await page.getByRole('link', { name: 'המשך לתשלום' }).click()
  await page.waitForURL(`${shop.url}/checkout`)
  return orderNumber(page)
}

describe('the gift link', () => {
  it('adds a gift card to the stored drafts, once', async () => {
    const { context, page } = await openPage(browser)
    await signIn(page)
    await fillOneReport(page)
    await page.goto(`${shop.url}/order?gift=true`)
    const gift = page.getByRole('region', { name: 'מפה 2' })
    await gift.getByLabel(/^האימייל של מקבל\/ת המתנה/).waitFor()
    expect(
      await page
        .getByRole('region', { name: 'מפה 1' })
        .getByRole('textbox', { name: 'שם מלא', exact: true })
        .inputValue(),
    ).toBe('דנה כהן')
    await page.waitForURL(`${shop.url}/order`)
    await page.reload()
    await gift.getByLabel(/^האימייל של מקבל\/ת המתנה/).waitFor()
    expect(await page.getByRole('region', { name: /^מפה \d+$/ }).count()).toBe(2)
    await context.close()
  })
})

describe('entering checkout', () => {
  it('creates a new order after the visit’s unpaid order was deleted on /my-orders', async () => {
    const { context, page } = await openPage(browser)
    await signIn(page)
    await fillOneReport(page)
    await page.getByRole('button', { name: 'המשך לסיכום ההזמנה' }).click()
    await page.waitForURL(`${shop.url}/cart`)
    const first = await checkoutFromCart(page)

    // Within the app, as a customer moves: the account menu, then back through the cart
    await page.getByRole('button', { name: new RegExp(customer.name) }).click()
    await page.getByRole('menuitem', { name: 'ההזמנות שלי' }).click()
    await page.waitForURL(`${shop.url}/my-orders`)
    const number = first!.replace(/\D/g, '')
    await page.getByRole('button', { name: `מחיקת הזמנה ${number}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'מחיקת ההזמנה' }).click()
    await toast(page, 'הזמנה נמחקה').waitFor()

    // Still within the app: the empty list's link, the kept form, the cart, checkout
    await page.getByRole('link', { name: 'להזמנת מפה', exact: true }).click()
    await page.getByRole('button', { name: 'המשך לסיכום ההזמנה' }).click()
    await page.waitForURL(`${shop.url}/cart`)
    const second = await checkoutFromCart(page)
    expect(second).not.toBe(first)
    await page.getByRole('textbox', { name: 'מספר כרטיס', exact: true }).waitFor()
    expect(await page.getByText('שגיאה ביצירת ההזמנה').count()).toBe(0)

    // A full load of /checkout in the same tab answers the same new order
    await page.goto(`${shop.url}/checkout`)
    expect(await orderNumber(page)).toBe(second)
    await context.close()
  })
})
