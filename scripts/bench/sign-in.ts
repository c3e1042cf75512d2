import { chromiumArgs } from '@shop/worker/testing'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { benchCustomer, benchPassword, type BenchShop } from './bench-shop.ts'
import { durations, timeEach, type Rate } from './load.ts'

/** `count` customer sign-ins one after another through the API, each answer timed. */
export async function apiSignIns(shop: BenchShop, count: number): Promise<Rate> {
  const email = `bench-sign-in-${Date.now()}@example.co.il`
  await benchCustomer(shop, email)
  return timeEach(count, async () => {
    await shop.call('POST', '/api/auth/login', { email, password: benchPassword })
  })
}

const aria = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`

/** What each signed-in page shows first: the order form's heading, the orders tab's answer. */
const firstContent = {
  customer: aria('heading', 'הזמנת מפה נומרולוגית'),
  // The tab's list is busy until its first page has arrived and been drawn
  manager: '[role="tabpanel"]:not([hidden]) [aria-busy="false"]',
}

/**
 * Milliseconds from pressing the sign-in button until the page it lands on shows its content:
 * the customer's order page, or the orders tab of the manager's dashboard. Each round in a new
 * browser profile, as a first visit: the sign-in page is loaded before the clock starts.
 */
async function signInToContent(browser: Browser, shop: BenchShop, who: 'customer' | 'manager') {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await page.setViewport({ width: 1280, height: 900 })
    if (who === 'customer') await fillCustomerSignIn(page, shop)
    else await fillManagerSignIn(page, shop)
    const started = performance.now()
    await page.click(aria('button', who === 'customer' ? 'התחברות' : 'כניסה'))
    await page.waitForSelector(firstContent[who], { visible: true, timeout: 120_000 })
    return performance.now() - started
  } finally {
    await context.close()
  }
}

let customers = 0

async function fillCustomerSignIn(page: Page, shop: BenchShop) {
  const email = `bench-dashboard-${Date.now()}-${++customers}@example.co.il`
  await benchCustomer(shop, email)
  await page.goto(`${shop.url}/login`, { waitUntil: 'networkidle0' })
  await page.locator(aria('textbox', 'אימייל')).fill(email)
  await page.click(aria('button', 'המשך'))
  // A browser new to the address opens on the new-account tab
  await page.locator(aria('tab', 'יש לי חשבון')).click()
  await page.locator('input[autocomplete="current-password"]').fill(benchPassword)
}

async function fillManagerSignIn(page: Page, shop: BenchShop) {
  await page.goto(`${shop.url}/admin-login`, { waitUntil: 'networkidle0' })
  await page.locator(aria('textbox', 'אימייל')).fill(shop.admin.email)
  await page.locator('input[autocomplete="current-password"]').fill(shop.admin.password)
}

/** Milliseconds for a bare page load of the same server in a new profile, until its load event. */
async function barePageLoad(browser: Browser, shop: BenchShop) {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await page.setViewport({ width: 1280, height: 900 })
    const started = performance.now()
    await page.goto(`${shop.url}/login`, { waitUntil: 'load' })
    return performance.now() - started
  } finally {
    await context.close()
  }
}

export interface DashboardFigures {
  customer: Rate
  manager: Rate
  barePage: Rate
}

/** Chromium's sign-ins, `rounds` of each kind taking turns with the bare page load. */
export async function dashboardsAfterSignIn(
  shop: BenchShop,
  rounds: number,
): Promise<DashboardFigures> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  })
  const times = { customer: [] as number[], manager: [] as number[], barePage: [] as number[] }
  try {
    for (let round = 0; round < rounds; round++) {
      times.barePage.push(await barePageLoad(browser, shop))
      times.customer.push(await signInToContent(browser, shop, 'customer'))
      times.manager.push(await signInToContent(browser, shop, 'manager'))
    }
  } finally {
    await browser.close()
  }
  return {
    customer: durations(times.customer),
    manager: durations(times.manager),
    barePage: durations(times.barePage),
  }
}
