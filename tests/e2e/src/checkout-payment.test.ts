import { signUpVerified } from '@shop/api/testing'
import { shopDate, type BuyerOrder } from '@shop/domain'
import { startShop, type RunningShop } from '@shop/integration/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, shot, toast } from './browser.ts'
import { checkoutSteps } from './checkout-steps.ts'
import { testCardFor } from './test-card.ts'

// Without a phone of her own: checkout takes the one on her map
const maya = { email: 'maya@shop.test', password: 'harbor-violet-27', name: 'מאיה רון' }
const yael = {
  email: 'yael@shop.test',
  password: 'lantern-quartz-58',
  name: 'יעל מור',
  phone: '054-7654321',
}
const editor = { email: 'hila@shop.test', password: 'cobalt-willow-94', name: 'הילה שקד' }

let shop: RunningShop
let browser: Browser

beforeAll(async () => {
  shop = await startShop('checkout-payment')
  for (const customer of [maya, yael, editor]) await signUpVerified(shop, customer)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

const { signIn, fillOneReport, checkoutFromForm, fillCard } = checkoutSteps(() => shop.url)
const phone = { width: 375, height: 812 }

/** A phone's browser at checkout, `who` having ordered one map. */
async function atCheckout(who: typeof maya) {
  const { context, page } = await openPage(browser, phone)
  await signIn(page, who)
  await fillOneReport(page)
  await checkoutFromForm(page)
  return { context, page }
}

const billingPhone = (page: Page) => page.getByRole('textbox', { name: 'טלפון', exact: true })
const terms = (page: Page) => page.getByRole('checkbox', { name: /קראתי ואני מאשר/ })
// As a keyboard does: the box itself is a hidden input under its drawn control
async function tickTerms(page: Page) {
  await terms(page).focus()
  await page.keyboard.press('Space')
}
const errorToasts = (page: Page) =>
  page.locator('[data-scope="toast"][data-part="root"][data-type="error"]')

/** Counts the shop's API requests under way, so a test can wait for the page to settle. */
function apiRequestsUnderWay(page: Page) {
  const open = new Set<unknown>()
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/')
  page.on('request', (request) => {
    if (isApi(request.url())) open.add(request)
  })
  page.on('requestfinished', (request) => open.delete(request))
  page.on('requestfailed', (request) => open.delete(request))
  return () => open.size
}

describe('paying at checkout', () => {
  it('after paying, shows the success alone', async () => {
    const { context, page } = await atCheckout(yael)
    const card = testCardFor(yael)
    await fillCard(page, card)
    await billingPhone(page).fill(card.billingPhone)
    await tickTerms(page)

    const underWay = apiRequestsUnderWay(page)
    await page.getByRole('button', { name: /^תשלום/ }).click()
    await page.waitForURL(`${shop.url}/my-orders`)
    await toast(page, 'התשלום התקבל בהצלחה!').waitFor()
    // Settled: the paid order listed and nothing more asked of the shop, so any notice the
    // payment was to bring has come.
    await page
      .getByRole('listitem')
      .filter({ hasText: 'דנה כהן' })
      .getByText('בהכנה')
      .first()
      .waitFor()
    await expect.poll(underWay).toBe(0)
    expect(await page.getByText('ההזמנה כבר שולמה').count()).toBe(0)
    expect(await errorToasts(page).count()).toBe(0)
    await shot(page, 'paid-success-only', false)
    await context.close()
  })

  it('fills the billing phone from the map, so the first payment goes through', async () => {
    const { context, page } = await atCheckout(maya)
    expect(await billingPhone(page).inputValue()).toBe('050-1234567')
    await fillCard(page, testCardFor(maya))
    await tickTerms(page)
    await shot(page, 'checkout-billing-phone-from-map')
    await page.getByRole('button', { name: /^תשלום/ }).click()
    await page.waitForURL(`${shop.url}/my-orders`)
    await toast(page, 'התשלום התקבל בהצלחה!').waitFor()
    await context.close()
  })

  it('shows the new total, charging nothing, when the VAT rate changes before the click', async () => {
    const { context, page } = await atCheckout(yael)
    const payButton = page.getByRole('button', { name: /^תשלום/ })
    expect(await payButton.textContent()).toContain('212.40')
    const card = testCardFor(yael)
    await fillCard(page, card)
    await billingPhone(page).fill(card.billingPhone)
    await tickTerms(page)
    const db = shop.db.orm.em.fork()
    const payments = () => db.execute(`select id from payments order by id`)
    const paymentsBefore = await payments()
    await db.execute(
      `insert into vat_rates (id, rate_basis_points, in_force_from, created_at)
       values (gen_random_uuid(), 1900, ?, now())`,
      [shopDate()],
    )
    try {
      await payButton.click()
      await page.getByText(/הסכום לתשלום עודכן ל-.*214\.20/).waitFor()
      await page.getByRole('button', { name: /^תשלום.*214\.20/ }).waitFor()
      await shot(page, 'checkout-price-changed')
      expect(await payments()).toEqual(paymentsBefore)
      await payButton.click()
      await page.waitForURL(`${shop.url}/my-orders`)
      await toast(page, 'התשלום התקבל בהצלחה!').waitFor()
    } finally {
      await db.execute(`delete from vat_rates where rate_basis_points = 1900`)
      await context.close()
    }
  })

  it('fills the billing phone from the account', async () => {
    const { context, page } = await atCheckout(yael)
    expect(await billingPhone(page).inputValue()).toBe(yael.phone)
    await shot(page, 'checkout-billing-phone-from-account')
    await context.close()
  })

  it('ticks the terms by a click on their sentence, while their links open the pages', async () => {
    const { context, page } = await atCheckout(yael)
    const opened: string[] = []
    context.on('page', (tab) => opened.push(tab.url()))
    const sentence = page.getByText(/^קראתי ואני מאשר/)
    await sentence.click()
    expect(await terms(page).isChecked()).toBe(true)
    await shot(page, 'checkout-terms-ticked')
    await sentence.click({ position: { x: 5, y: 5 } })
    expect(await terms(page).isChecked()).toBe(false)
    expect(opened).toEqual([])

    const [termsTab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /תנאי השימוש/ }).click(),
    ])
    await termsTab.waitForURL(`${shop.url}/terms`)
    expect(await terms(page).isChecked()).toBe(false)
    await context.close()
  })
})

describe('going back from checkout to fix a detail', () => {
  it('changes the checkout’s unpaid order rather than making a second one', async () => {
    const { context, page } = await openPage(browser, phone)
    await signIn(page, editor)
    await fillOneReport(page)
    const first = await checkoutFromForm(page)

    await page.getByRole('link', { name: 'חזרה לסיכום ההזמנה' }).click()
    await page.waitForURL(`${shop.url}/cart`)
    await page.getByRole('link', { name: 'חזרה לעריכת הפרטים' }).click()
    await page.waitForURL(`${shop.url}/report-form`)
    const name = page
      .getByRole('region', { name: 'מפה 1' })
      .getByRole('textbox', { name: 'שם מלא', exact: true })
    await name.fill('דנה כהנא')
    const second = await checkoutFromForm(page)

    expect(second).toBe(first)
    await shot(page, 'checkout-after-edit')
    const token = (await page.evaluate(() => sessionStorage.getItem('sessionToken')))!
    const orders = await shop.api<BuyerOrder[]>('GET', '/api/orders', undefined, token)
    expect(
      orders.map((order) => [order.status, order.reports.map((report) => report.subject_name)]),
    ).toEqual([['pending', ['דנה כהנא']]])
    await context.close()
  })
})
