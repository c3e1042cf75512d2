import { signUpVerified, verificationToken } from '@shop/api/testing'
import type { Browser, Page } from 'playwright-core'
import { accountMessages, orderMessages, siteMessages } from '@shop/domain'
import { startShop, type RunningShop } from '@shop/integration/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, shot } from './browser.ts'
import { checkoutSteps } from './checkout-steps.ts'

// What a customer meets on a page the app draws in the browser, before and after its scripts run
const customer = { email: 'lior@shop.test', password: 'lantern-orchid-58', name: 'ליאור שחר' }
const phone = { width: 375, height: 812 }

let shop: RunningShop
let browser: Browser

beforeAll(async () => {
  shop = await startShop('first-paint')
  await signUpVerified(shop, customer)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

const steps = checkoutSteps(() => shop.url)

/** Runs `use` on a new page on a phone-sized screen, and closes the page's context after. */
async function onPhone(use: (page: Page) => Promise<void>, javaScriptEnabled = true) {
  const { context, page } = await openPage(browser, phone, { javaScriptEnabled })
  try {
    await use(page)
  } finally {
    await context.close()
  }
}

describe('/checkout opened directly', () => {
  it('paints the site around a loader before any script runs, not a blank page', async () => {
    await onPhone(async (page) => {
      await page.goto(`${shop.url}/checkout`)
      expect(await page.getByRole('banner').count()).toBe(1)
      expect(await page.getByRole('contentinfo').count()).toBe(1)
      expect(await page.getByRole('status').textContent()).toBe(siteMessages.loading)
    }, false)
  })

  it('says the cart is empty, with the way to the order form, and that way leads there', async () => {
    await onPhone(async (page) => {
      await steps.signIn(page, customer)
      await page.goto(`${shop.url}/checkout`)
      await page.getByText(orderMessages.cart.empty, { exact: true }).waitFor()
      await page.getByText(orderMessages.cart.emptyText, { exact: true }).waitFor()
      expect(page.url()).toBe(`${shop.url}/checkout`)
      expect(await page.getByRole('status').count()).toBe(0)
      await shot(page, 'checkout-empty')
      await page.getByRole('link', { name: orderMessages.cart.startOrder }).click()
      await page.waitForURL(`${shop.url}/order`)
      await page.getByRole('heading', { level: 1, name: 'הזמנת מפה נומרולוגית' }).waitFor()
    })
  })
})

describe("a new account's e-mailed link", () => {
  const { verifyEmail } = accountMessages
  const email = 'gal@shop.test'

  it('opens on its heading before any script runs, then verifies and leads to the order form', async () => {
    await onPhone(async (page) => {
      await page.goto(`${shop.url}/login`)
      await page.getByRole('textbox', { name: 'אימייל' }).fill(email)
      await page.getByRole('button', { name: 'המשך' }).click()
      await page.getByLabel(/^סיסמה/).fill('quarry-saffron-77')
      await page.getByRole('button', { name: 'יצירת חשבון' }).click()
      await page.getByRole('heading', { name: 'בדקו את תיבת הדואר' }).waitFor()
    })
    const link = `${shop.url}/verify-email?token=${await verificationToken(shop, email)}`
    // As sent, the page has its heading and says what it waits for; the link is not spent
    await onPhone(async (page) => {
      await page.goto(link)
      const heading = page.getByRole('heading', { level: 1, name: verifyEmail.heading })
      expect(await heading.isVisible()).toBe(true)
      expect(await page.getByRole('status').textContent()).toBe(verifyEmail.verifying)
      await shot(page, 'verify-email-as-sent')
    }, false)
    await onPhone(async (page) => {
      await page.goto(link)
      await page.getByText(verifyEmail.success, { exact: true }).waitFor()
      await shot(page, 'verify-email-verified')
      await page.getByRole('link', { name: verifyEmail.toOrder }).click()
      await page.waitForURL(`${shop.url}/order`)
      await page.getByRole('heading', { level: 1, name: 'הזמנת מפה נומרולוגית' }).waitFor()
    })
  })
})
