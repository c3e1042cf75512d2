import type { Browser, Page } from 'playwright-core'
import { startShop, type RunningShop } from '@shop/integration/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser.ts'

let shop: RunningShop
let browser: Browser
let page: Page

beforeAll(async () => {
  shop = await startShop('smoke')
  browser = await launchBrowser()
  page = await browser.newPage({ locale: 'he-IL' })
})
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

describe('the shop in a browser', () => {
  it('shows the Hebrew home page right to left', async () => {
    await page.goto(`${shop.url}/`)
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl')
    expect(await page.locator('html').getAttribute('lang')).toBe('he')
    const hero = page.getByRole('heading', { level: 1 })
    await hero.waitFor()
    expect(await hero.textContent()).toMatch(/[\u0590-\u05FF]/)
    await page.getByRole('link', { name: 'התחילו עכשיו' }).first().waitFor()
    // The footer's contact address comes from the API, so this also proves web and API share a port.
    await page.getByText(shop.deps.env.SHOP_CONTACT_EMAIL).first().waitFor()
    await page.screenshot({ path: 'test-results/home.png', fullPage: true })
  })

  it('shows the 404 page for an unknown path and logs the path on the server', async () => {
    await page.goto(`${shop.url}/no-such-page?from=test`)
    await page.getByText('Oops! Page not found').waitFor()
    await page.getByRole('link', { name: 'חזרה לדף הבית' }).waitFor()
    // The 404 page is prerendered: it shows before its script has run and reported the path
    await expect
      .poll(() => shop.logLines.find((line) => line.msg === 'page not found'), { timeout: 10_000 })
      .toMatchObject({ path: '/no-such-page' })
    await page.screenshot({ path: 'test-results/not-found.png' })
  })

  it('sends a visitor arriving with ?t= on to sign in, after a moment on the home page', async () => {
    await page.goto(`${shop.url}/?t=from-email`)
    await page.waitForURL(/\/login$/, { timeout: 5000 })
  })
})
