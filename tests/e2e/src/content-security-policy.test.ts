import type { Browser, BrowserContext, Page } from 'playwright-core'
import { startShop, type RunningShop } from '@shop/integration/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, recordPolicyViolations } from './browser.ts'

const admin = { email: 'admin@shop.test', password: 'admin-password-1' }

let shop: RunningShop
let browser: Browser
let context: BrowserContext
let page: Page
let violations: string[]

beforeAll(async () => {
  shop = await startShop('csp', { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password })
  browser = await launchBrowser()
  ;({ context, page } = await openPage(browser))
  violations = await recordPolicyViolations(context, page)
})
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

describe('the Content-Security-Policy', () => {
  it('is sent with the pages', async () => {
    const response = await page.goto(`${shop.url}/`)
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/)
    await page.getByRole('link', { name: 'התחברות או הרשמה לאזור האישי' }).waitFor()
    // No analytics is configured here, so no script of another origin is on the page
    expect(await page.locator('script[src^="http"]').count()).toBe(0)
    expect(violations).toEqual([])
  })

  it('lets the login page run without a violation', async () => {
    await page.goto(`${shop.url}/login`)
    await page.getByRole('textbox', { name: 'אימייל' }).waitFor()
    expect(violations).toEqual([])
  })

  it('lets the admin dashboard run without a violation', async () => {
    await page.goto(`${shop.url}/admin-login`)
    await page.getByRole('textbox', { name: 'אימייל' }).fill(admin.email)
    await page.getByLabel(/^סיסמה/).fill(admin.password)
    await page.getByRole('button', { name: 'כניסה' }).click()
    await page.waitForURL(`${shop.url}/admin`)
    await page.getByText(admin.email).first().waitFor()
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
  })

  it('refuses an inline script', async () => {
    await page.goto(`${shop.url}/`)
    const ran = await page.evaluate<boolean>(`(() => {
      const script = document.createElement('script')
      script.textContent = 'window.inlineScriptRan = true'
      document.head.append(script)
      return window.inlineScriptRan === true
    })()`)
    expect(ran).toBe(false)
    await expect.poll(() => violations.some((text) => /script-src/.test(text))).toBe(true)
    violations.length = 0
  })
})
