import { signUpVerified } from '@shop/api/testing'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Browser, Page, ViewportSize } from 'playwright-core'
import { startShop, type RunningShop } from '@shop/integration/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desktopViewport, launchBrowser, openPage } from './browser.ts'

// The accessibility statement promises these runs: every route of the specification's table, as
// a visitor, a customer with orders and a manager, at a phone's width and a desktop's.
const viewports: Record<string, ViewportSize> = {
  phone: { width: 375, height: 812 },
  desktop: desktopViewport,
}
const visitorPaths = [
  '/',
  '/login',
  '/admin-login',
  '/contact',
  '/privacy',
  '/terms',
  '/accessibility',
  '/report-form',
  '/sample-map',
  '/no-such-page',
]
const customerPaths = ['/order', '/report-form?gift=true', '/my-orders', '/payments']
const admin = { email: 'admin@shop.test', password: 'admin-password-1' }
const customer = { email: 'dana@shop.test', password: 'harbor-violet-52', name: 'דנה כהן' }
const card = {
  cardNumber: '4580458045804580',
  expiry: '12/39',
  cvv: '123',
  cardholderName: 'דנה כהן',
  idNumber: '000000018',
  billingEmail: 'dana@shop.test',
  billingPhone: '0501234567',
}

let shop: RunningShop
let browser: Browser
let axeSource: string
let paidOrder: { id: string; order_number: number }

beforeAll(async () => {
  shop = await startShop('accessibility', {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PAYMENT_SANDBOX_DELAY_MS: '0',
  })
  const { sessionJwt } = await signUpVerified(shop, customer)
  const report = { subjectName: 'יעל כהן', dateOfBirth: '1990-05-17', phone: '0521234567' }
  // One order left unpaid (its delete button) and one paid (the payments, the admin's details)
  for (const isGift of [false, true]) {
    const gift = isGift ? { recipientEmail: 'gift@shop.test', giftMessage: 'מזל טוב' } : {}
    const { order } = await shop.api<{ order: typeof paidOrder }>(
      'POST',
      '/api/orders',
      { reports: [{ ...report, isGift, ...gift }] },
      sessionJwt,
    )
    paidOrder = order
  }
  await shop.api('POST', `/api/orders/${paidOrder.id}/pay`, card, sessionJwt)
  const require = createRequire(import.meta.url)
  axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8')
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

interface Finding {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/**
 * The serious and critical findings of axe on the page as it is now drawn, and skipped heading
 * levels (a lesser finding to axe, but how screen-reader users move through a page).
 */
async function seriousFindings(page: Page): Promise<string[]> {
  // Evaluated over the debugging protocol, which the shop's CSP (no inline scripts) allows
  await page.evaluate(axeSource)
  const violations = await page.evaluate<Finding[]>(`
    axe.run(document, {
      resultTypes: ['violations'],
      // Off by default as experimental; the spoken name of a button must contain its text
      rules: { 'label-content-name-mismatch': { enabled: true } },
    }).then((result) => result.violations)
  `)
  return violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        violation.id === 'heading-order',
    )
    .map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
}

/** Opens a path and waits until its content, rather than a spinner, is drawn, and holds still. */
async function settle(page: Page, path: string) {
  await page.goto(`${shop.url}${path}`, { waitUntil: 'networkidle' })
  await page.locator('main h1').first().waitFor()
  await page.getByText('טוען...').waitFor({ state: 'hidden' })
  // Contrast is read as drawn: a prerendered form stays disabled (faded) until the app hydrates
  // it, then fades in, and a colour read halfway through that transition is not the page's.
  await expect
    .poll(() =>
      page.evaluate<boolean>(
        `document.querySelector('#root fieldset:disabled') === null &&
        document.getAnimations().every((animation) => !(animation instanceof CSSTransition))`,
      ),
    )
    .toBe(true)
}

async function signIn(page: Page, login: string, who: { email: string; password: string }) {
  await page.goto(`${shop.url}${login}`)
  await page.getByRole('textbox', { name: 'אימייל' }).fill(who.email)
  if (login === '/login') {
    await page.getByRole('button', { name: 'המשך' }).click()
    await page.getByRole('tab', { name: 'יש לי חשבון' }).click()
  }
  await page.getByLabel(/^סיסמה/).fill(who.password)
  await page
    .getByRole('button', { name: login === '/login' ? 'התחברות' : 'כניסה', exact: true })
    .click()
}

describe.each(Object.entries(viewports))('axe at %s width', (_, viewport) => {
  it('finds nothing serious on the pages a visitor sees', async () => {
    const { context, page } = await openPage(browser, viewport)
    try {
      for (const path of visitorPaths) {
        await settle(page, path)
        expect(await seriousFindings(page), path).toEqual([])
      }
    } finally {
      await context.close()
    }
  })

  // On its own: the runs above are as long as one test may take on a busy machine
  it('finds nothing serious on the cancellation page', async () => {
    const { context, page } = await openPage(browser, viewport)
    try {
      await settle(page, '/cancel')
      expect(await seriousFindings(page), '/cancel').toEqual([])
    } finally {
      await context.close()
    }
  })

  it('finds nothing serious on the pages of a customer with orders', async () => {
    const { context, page } = await openPage(browser, viewport)
    try {
      await signIn(page, '/login', customer)
      await page.waitForURL(`${shop.url}/order`)
      // The cart and checkout first: the gift link adds a gift card to the stored form
      const report = page.getByRole('region', { name: 'מפה 1' })
      await report.getByRole('textbox', { name: 'שם מלא', exact: true }).fill('יעל כהן')
      await report.getByRole('textbox', { name: 'תאריך לידה', exact: true }).fill('1990-05-17')
      await report.getByRole('textbox', { name: 'טלפון', exact: true }).fill('050-1234567')
      await page.getByRole('button', { name: 'המשך לסיכום ההזמנה' }).click()
      await page.waitForURL(`${shop.url}/cart`)
      await page.getByRole('link', { name: 'המשך לתשלום' }).waitFor()
      expect(await seriousFindings(page), '/cart').toEqual([])
      await page.getByRole('link', { name: 'המשך לתשלום' }).click()
      await page.waitForURL(`${shop.url}/checkout`)
      await page.getByText(/^הזמנה מספר \d+$/).waitFor()
      expect(await seriousFindings(page), '/checkout').toEqual([])
      for (const path of customerPaths) {
        await settle(page, path)
        expect(await seriousFindings(page), path).toEqual([])
      }
      await settle(page, `/payments/${paidOrder.id}/invoice`)
      expect(await seriousFindings(page), 'the invoice').toEqual([])
    } finally {
      await context.close()
    }
  })

  it('finds nothing serious on the admin dashboard with an order open', async () => {
    const { context, page } = await openPage(browser, viewport)
    try {
      await signIn(page, '/admin-login', admin)
      await page.waitForURL(`${shop.url}/admin`)
      const number = paidOrder.order_number
      await page.getByRole('button', { name: `הצגת פרטים של הזמנה ${number}` }).click()
      const details = page.getByRole('region', { name: `פרטי הזמנה ${number}` })
      await details.getByText('פרטי הלקוח').waitFor()
      expect(await seriousFindings(page), '/admin').toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('the keyboard', () => {
  const focused = (page: Page) =>
    page.evaluate<string>('document.activeElement?.textContent ?? document.activeElement?.id')

  it('reaches the skip link first, and it moves focus to the main content', async () => {
    const { context, page } = await openPage(browser)
    try {
      await settle(page, '/')
      await page.keyboard.press('Tab')
      expect(await focused(page)).toBe('דילוג לתוכן הראשי')
      await page.keyboard.press('Enter')
      expect(await page.evaluate<string | undefined>('document.activeElement?.id')).toBe(
        'main-content',
      )
    } finally {
      await context.close()
    }
  })

  it('reaches the accessibility statement from the footer', async () => {
    const { context, page } = await openPage(browser)
    try {
      await settle(page, '/terms')
      for (let presses = 0; presses < 60; presses++) {
        await page.keyboard.press('Tab')
        if ((await focused(page)) === 'הצהרת נגישות') break
      }
      await page.keyboard.press('Enter')
      await page.waitForURL(`${shop.url}/accessibility`)
    } finally {
      await context.close()
    }
  })
})
