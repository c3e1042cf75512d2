import { signUpVerified } from '@shop/api/testing'
import { previewContact, renderPreview } from '@shop/core'
import { cancellationMessages, shopDate, siteMessages } from '@shop/domain'
import { startShop, type RunningShop } from '@shop/integration/testing'
import { mkdir } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from './browser.ts'
import { checkoutSteps } from './checkout-steps.ts'
import { signInAdminOnPage, signInOnPage } from './sign-in.ts'

const admin = { email: 'admin@shop.test', password: 'admin-password-1' }
const customer = { email: 'rina@shop.test', password: 'lantern-orchid-37', name: 'רינה שגב' }
const business = {
  business_name: 'מפות המספרים בע״מ',
  business_address: 'רחוב הרצל 10, חיפה',
  dealer_number: '515555555',
}
const seller = `${business.business_name} · ע.מ./ח.פ. ${business.dealer_number} · ${business.business_address}`
const phone = { width: 375, height: 812 }
const shots = 'test-results/cancellation'

let shop: RunningShop
let browser: Browser

beforeAll(async () => {
  shop = await startShop('cancellation', {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PAYMENT_SANDBOX_DELAY_MS: '0',
  })
  const { sessionJwt } = await shop.api<{ sessionJwt: string }>('POST', '/api/auth/login', admin)
  await shop.api('PATCH', '/api/settings/business', business, sessionJwt)
  await signUpVerified(shop, customer)
  await mkdir(shots, { recursive: true })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

const footerOf = (page: Page) => page.locator('footer')

/** An order of the customer's, paid with the sandbox card. */
async function paidOrder(sessionJwt: string) {
  const report = { subjectName: 'רינה שגב', dateOfBirth: '1985-03-02', phone: '0521234567' }
  const { order } = await shop.api<{ order: { id: string; order_number: number } }>(
    'POST',
    '/api/orders',
    { reports: [report] },
    sessionJwt,
  )
  await shop.api(
    'POST',
    `/api/orders/${order.id}/pay`,
    {
      cardNumber: '4580458045804580',
      expiry: '12/39',
      cvv: '123',
      cardholderName: 'רינה שגב',
      idNumber: '000000018',
      billingEmail: customer.email,
      billingPhone: '0501234567',
    },
    sessionJwt,
  )
  return order
}
const year = shopDate().slice(0, 4)

describe('the footer', () => {
  it('names the seller, links the cancellation page and carries this year, scripts on or off', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const { context, page } = await openPage(browser, phone, { javaScriptEnabled })
      for (const path of ['/', '/terms', '/contact', '/cancel', '/no-such-page']) {
        await page.goto(`${shop.url}${path}`)
        const footer = footerOf(page)
        await expect.poll(() => footer.textContent()).toContain(seller)
        expect(await footer.textContent()).toContain(siteMessages.footer.copyright(year))
        const link = footer.getByRole('link', { name: cancellationMessages.linkLabel })
        expect(await link.getAttribute('href')).toBe('/cancel')
      }
      if (javaScriptEnabled) {
        await footerOf(page).screenshot({ path: `${shots}/footer-375.png` })
      }
      await context.close()
    }
  })
})

describe('the cancellation page', () => {
  it('is prerendered: its rules and form are there with scripts off', async () => {
    const { context, page } = await openPage(browser, phone, { javaScriptEnabled: false })
    await page.goto(`${shop.url}/cancel`)
    expect(await page.locator('main h1').textContent()).toBe(cancellationMessages.page.title)
    const main = page.locator('main')
    for (const rule of cancellationMessages.rules) expect(await main.textContent()).toContain(rule)
    await page.getByRole('textbox', { name: cancellationMessages.page.orderNumber }).waitFor()
    await page.getByRole('textbox', { name: cancellationMessages.page.email }).waitFor()
    await context.close()
  })

  it('sends a request by order number and says a link was sent, whatever the number', async () => {
    const { context, page } = await openPage(browser, phone)
    await page.goto(`${shop.url}/cancel`)
    await page.getByRole('textbox', { name: cancellationMessages.page.orderNumber }).fill('1234')
    await page
      .getByRole('textbox', { name: cancellationMessages.page.email })
      .fill('someone@shop.test')
    await page.getByRole('button', { name: cancellationMessages.page.submit }).click()
    await page.getByText(cancellationMessages.page.linkSent).waitFor()
    await page.screenshot({ path: `${shots}/cancel-page-375.png`, fullPage: true })
    await context.close()
  })
})

describe('checkout', () => {
  const steps = checkoutSteps(() => shop.url)

  it('tells the deal’s terms before payment: the map, its price with VAT, delivery, cancelling, seller', async () => {
    const { context, page } = await openPage(browser, phone)
    await steps.signIn(page, customer)
    await steps.fillOneReport(page)
    await steps.checkoutFromForm(page)
    const disclosure = page.getByRole('region', { name: cancellationMessages.disclosure.title })
    await disclosure.waitFor()
    const text = await disclosure.textContent()
    const m = cancellationMessages.disclosure
    for (const line of [m.product, m.format, m.delivery, m.cancel]) expect(text).toContain(line)
    expect(text).toMatch(/מחיר כולל מע״מ: .*₪/)
    await expect.poll(() => disclosure.textContent()).toContain(seller)
    expect(await disclosure.getByRole('link', { name: m.cancelLink }).getAttribute('href')).toBe(
      '/cancel',
    )
    await disclosure.screenshot({ path: `${shots}/checkout-disclosure-375.png` })
    await context.close()
  })
})

describe('the acknowledgement e-mail', () => {
  it('renders its date and reference number at a phone’s width', async () => {
    const email = renderPreview('cancellation-received', previewContact)
    expect(email.text).toContain('בקשת ביטול מס׳ 1007 להזמנה 1042')
    const { context, page } = await openPage(browser, phone)
    await page.setContent(email.html)
    await page.screenshot({ path: `${shots}/acknowledgement-email-375.png`, fullPage: true })
    await context.close()
  })
})

describe('a signed-in buyer', () => {
  it('cancels a paid order from the list and keeps the answer in sight', async () => {
    const { sessionJwt } = await shop.api<{ sessionJwt: string }>(
      'POST',
      '/api/auth/login',
      customer,
    )
    const order = await paidOrder(sessionJwt)
    const { context, page } = await openPage(browser, phone)
    await page.goto(`${shop.url}/login`)
    await signInOnPage(page, customer)
    await page.waitForURL((url) => url.pathname !== '/login')
    await page.goto(`${shop.url}/cancel`)
    const form = page.locator('form', {
      has: page.getByRole('heading', { name: cancellationMessages.page.signedInTitle }),
    })
    const select = form.getByRole('combobox', { name: cancellationMessages.page.signedInHint })
    const option = select.locator('option', { hasText: `הזמנה ${order.order_number} ·` })
    await select.selectOption({ value: (await option.getAttribute('value')) ?? '' })
    await form.getByRole('textbox', { name: cancellationMessages.page.reason }).fill('הזמנתי בטעות')
    await form.getByRole('button', { name: cancellationMessages.page.submit }).click()
    await form
      .getByRole('status')
      .getByText(/^ההזמנה בוטלה \(בקשה מס׳ \d+\)/)
      .waitFor()
    // The order leaves the list once cancelled; the answer, its reference number, stays
    await option.waitFor({ state: 'detached' })
    await form.getByRole('status').waitFor()
    await page.screenshot({ path: `${shots}/own-order-cancelled-375.png`, fullPage: true })
    await context.close()
  })
})

describe('the managers', () => {
  it('see an open request with the buyer’s reason and decline it with their own', async () => {
    const { sessionJwt } = await shop.api<{ sessionJwt: string }>(
      'POST',
      '/api/auth/login',
      customer,
    )
    const order = await paidOrder(sessionJwt)
    // Past the 14 days, so the request waits for a manager
    await shop.db.orm.em
      .fork()
      .execute(`update orders set paid_at = now() - interval '20 days' where id = ?`, [order.id])
    const answer = await shop.api<{ status: string }>(
      'POST',
      '/api/cancellations',
      { orderId: order.id, reason: 'שיניתי את דעתי' },
      sessionJwt,
    )
    expect(answer.status).toBe('received')

    const { context, page } = await openPage(browser, phone)
    await signInAdminOnPage(page, shop.url, admin)
    const open = page.getByRole('region', { name: cancellationMessages.admin.openOnly })
    await open.getByText(`${cancellationMessages.admin.reason}: שיניתי את דעתי`).waitFor()
    await open.screenshot({ path: `${shots}/admin-open-requests-375.png` })
    // Declining without a reason is refused in the form, as the server would refuse it
    await open.getByRole('button', { name: cancellationMessages.admin.decline }).click()
    await open.getByText(cancellationMessages.errors.declineReasonRequired).waitFor()
    await open
      .getByRole('textbox', { name: cancellationMessages.admin.declineReason })
      .fill('חלפו 20 יום מהתשלום והמפה בהכנה.')
    await open.getByRole('button', { name: cancellationMessages.admin.decline }).click()
    await page.getByText(cancellationMessages.admin.declined).first().waitFor()
    await open.waitFor({ state: 'detached' })

    // Still paid: its details keep the declined request and offer to record one taken by phone
    await page.getByRole('button', { name: `הצגת פרטים של הזמנה ${order.order_number}` }).click()
    const details = page.getByRole('region', { name: `פרטי הזמנה ${order.order_number}` })
    await details.getByText(`${cancellationMessages.admin.reason}: שיניתי את דעתי`).waitFor()
    const recordForm = details.getByRole('form', { name: cancellationMessages.admin.recordTitle })
    await recordForm.scrollIntoViewIfNeeded()
    await recordForm.getByRole('button', { name: cancellationMessages.admin.record }).waitFor()
    await details.screenshot({ path: `${shots}/admin-record-request-375.png` })
    await context.close()
  })
})
