import { signUpVerified } from '@shop/api/testing'
import type { Browser, Page } from 'playwright-core'
import { startShop, type RunningShop } from '@shop/integration/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from './browser.ts'
import { signInOnPage } from './sign-in.ts'

const admin = { email: 'admin@shop.test', password: 'admin-password-1' }
const customer = { email: 'yael@shop.test', password: 'amber-lantern-73' }

let shop: RunningShop
let browser: Browser

beforeAll(async () => {
  shop = await startShop('sign-in-requests', {
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

/** Every request the page makes from now on, in the order the browser reports them. */
function recordRequests(page: Page) {
  const events: string[] = []
  page.on('request', (request) => events.push(`request ${new URL(request.url()).pathname}`))
  page.on('response', (response) => events.push(`response ${new URL(response.url()).pathname}`))
  return events
}

const apiCalls = (events: string[]) =>
  events.filter((event) => event.startsWith('request /api/')).map((event) => event.slice(8))

describe('what a sign-in waits for', () => {
  it('fetches the order page while the customer’s password is checked', async () => {
    const { context, page } = await openPage(browser)
    await page.goto(`${shop.url}/login`)
    const events = recordRequests(page)
    await signInOnPage(page, customer)
    await page.getByRole('heading', { name: 'הזמנת מפה נומרולוגית' }).waitFor()

    const orderPageCode = events.findIndex((event) =>
      /^request \/assets\/order-page-[\w-]+\.js$/.test(event),
    )
    const signInAnswer = events.indexOf('response /api/auth/login')
    expect(orderPageCode).toBeGreaterThanOrEqual(0)
    expect(signInAnswer).toBeGreaterThan(orderPageCode)
    await context.close()
  })

  it('shows the manager the orders tab after one access check and only its own lists', async () => {
    const { context, page } = await openPage(browser)
    await page.goto(`${shop.url}/admin-login`)
    await page.getByRole('textbox', { name: 'אימייל' }).fill(admin.email)
    await page.getByLabel(/^סיסמה/).fill(admin.password)
    const events = recordRequests(page)
    await page.getByRole('button', { name: 'כניסה' }).click()
    await page.getByText('אין הזמנות להצגה').waitFor()

    const calls = apiCalls(events)
    expect(calls.filter((call) => call === '/api/auth/login')).toHaveLength(1)
    expect(calls.filter((call) => call === '/api/admin/session')).toHaveLength(1)
    expect(calls).toContain('/api/admin/orders')
    // The other tabs' lists wait until their tab is opened
    for (const list of ['/api/admin/users', '/api/coupons', '/api/admin/map-texts']) {
      expect(calls).not.toContain(list)
    }

    await page.getByRole('tab', { name: 'משתמשים' }).click()
    await page.getByRole('tabpanel').getByText(customer.email).first().waitFor()
    expect(apiCalls(events)).toContain('/api/admin/users')
    await context.close()
  })
})
