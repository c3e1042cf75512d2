import { signUpVerified } from '@shop/api/testing'
import type { Browser, Page } from 'playwright-core'
import { paymentMessages } from '@shop/domain'
import { startShop, type RunningShop } from '@shop/integration/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, toast } from './browser.ts'
import { testCardFor } from './test-card.ts'

const customer = { email: 'noa@shop.test', password: 'citrus-meadow-41', name: 'נועה ברק' }
// With no orders of her own, so her list empties when its one order is deleted
const secondCustomer = { email: 'tamar@shop.test', password: 'pepper-glacier-63', name: 'תמר גל' }

let shop: RunningShop
let browser: Browser

beforeAll(async () => {
  shop = await startShop('checkout-entry')
  await signUpVerified(shop, customer)
  await signUpVerified(shop, secondCustomer)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

async function signIn(page: Page, who = customer) {
  await page.goto(`${shop.url}/login`)
  await page.getByRole('textbox', { name: 'אימייל' }).fill(who.email)
  await page.getByRole('button', { name: 'המשך' }).click()
  await page.getByRole('tab', { name: 'יש לי חשבון' }).click()
  await page.getByLabel(/^סיסמה/).fill(who.password)
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

describe('the session at checkout', () => {
  it('tells a signed-out visitor that signing in is needed', async () => {
    const { context, page } = await openPage(browser)
    await page.goto(`${shop.url}/checkout`)
    await toast(page, 'נדרשת התחברות').waitFor()
    await page.waitForURL(`${shop.url}/login`)
    await context.close()
  })

  it('verifies a signed-in customer’s session as checkout opens, before creating the order', async () => {
    const { context, page } = await openPage(browser)
    await signIn(page)
    await fillOneReport(page)
    await page.getByRole('button', { name: 'המשך לסיכום ההזמנה' }).click()
    await page.waitForURL(`${shop.url}/cart`)
    const calls: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/api/orders')) calls.push(`${request.method()} ${pathname}`)
    })
    await checkoutFromCart(page)
    expect(calls.slice(0, 2)).toEqual(['GET /api/orders/verify-session', 'POST /api/orders'])
    await context.close()
  })
})

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
    await signIn(page, secondCustomer)
    await fillOneReport(page)
    await page.getByRole('button', { name: 'המשך לסיכום ההזמנה' }).click()
    await page.waitForURL(`${shop.url}/cart`)
    const first = await checkoutFromCart(page)

    // Within the app, as a customer moves: the account menu, then back through the cart
    await page.getByRole('button', { name: new RegExp(secondCustomer.name) }).click()
    await page.getByRole('menuitem', { name: 'ההזמנות שלי' }).click()
    await page.waitForURL(`${shop.url}/my-orders`)
    const number = first!.replace(/\D/g, '')
    await page.getByRole('button', { name: `מחיקה: הזמנה ${number}` }).click()
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

describe('a payment being confirmed', () => {
  it('says so in Hebrew and follows the order until it is paid', async () => {
    const { context, page } = await openPage(browser)
    await signIn(page)
    await fillOneReport(page)
    await page.getByRole('button', { name: 'המשך לסיכום ההזמנה' }).click()
    await page.waitForURL(`${shop.url}/cart`)
    await checkoutFromCart(page)
    const card = testCardFor(customer)
    await page.getByRole('textbox', { name: 'מספר כרטיס', exact: true }).fill(card.cardNumber)
    await page.getByRole('textbox', { name: 'תוקף', exact: true }).fill(card.expiry)
    await page.getByRole('textbox', { name: 'CVV', exact: true }).fill(card.cvv)
    await page
      .getByRole('textbox', { name: 'תעודת זהות של בעל הכרטיס', exact: true })
      .fill(card.idNumber)
    await page.getByRole('textbox', { name: 'טלפון', exact: true }).fill(card.billingPhone)
    await page.getByRole('checkbox', { name: /קראתי ואני מאשר/ }).focus()
    await page.keyboard.press('Space')

    // The shop answers as it does when the charge went through but could not be recorded yet;
    // the payment itself is held back and made below, as the shop's retry would record it.
    let held: { path: string; body: unknown; token: string } | undefined
    await page.route('**/api/orders/*/pay', async (route) => {
      const request = route.request()
      const path = new URL(request.url()).pathname
      const token = (await request.allHeaders()).authorization!.replace(/^Bearer /, '')
      held = { path, body: request.postDataJSON() as unknown, token }
      const orderId = path.split('/')[3]!
      await route.fulfill({
        status: 202,
        json: { success: true, data: { orderId, message: paymentMessages.beingConfirmed } },
      })
    })
    await page.getByRole('button', { name: /^תשלום/ }).click()
    await page.getByRole('status').getByText(paymentMessages.beingConfirmed).waitFor()
    // Still unpaid: the page stays, following the order, until the charge is recorded.
    expect(page.url()).toBe(`${shop.url}/checkout`)
    await shop.api('POST', held!.path, held!.body, held!.token)
    await page.waitForURL(`${shop.url}/my-orders`)
    await toast(page, 'התשלום התקבל בהצלחה!').waitFor()
    await context.close()
  })
})
