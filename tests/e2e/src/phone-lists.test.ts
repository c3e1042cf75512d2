import { signUpVerified } from '@shop/api/testing'
import type { Browser, Locator, Page } from 'playwright-core'
import { startShop, type RunningShop } from '@shop/integration/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, shot } from './browser.ts'
import { testCardFor } from './test-card.ts'
import { signInOnPage } from './sign-in.ts'
import { managerToken } from './manager-api.ts'

const admin = { email: 'admin@shop.test', password: 'admin-password-1' }
const customer = { email: 'yael@shop.test', password: 'willow-comet-74', name: 'יעל מזרחי' }
// The narrowest phone in common use
const narrowPhone = { width: 375, height: 812 }

let shop: RunningShop
let browser: Browser
let orderNumber: number
let paidOrderId: string
let invoiceNumber: number

beforeAll(async () => {
  shop = await startShop('phone-lists', {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PAYMENT_SANDBOX_DELAY_MS: '0',
  })
  const { sessionJwt: token } = await signUpVerified(shop, customer)
  const reports = [{ subjectName: 'יעל מזרחי', dateOfBirth: '1992-02-29', phone: '0521234567' }]
  const { order } = await shop.api<{ order: { id: string; order_number: number } }>(
    'POST',
    '/api/orders',
    { reports },
    token,
  )
  orderNumber = order.order_number
  paidOrderId = order.id
  const paid = await shop.api<{ order: { receipt_number: number } }>(
    'POST',
    `/api/orders/${order.id}/pay`,
    testCardFor(customer),
    token,
  )
  invoiceNumber = paid.order.receipt_number
  await shop.api('POST', '/api/orders', { reports }, token)
  const adminToken = await managerToken(shop, admin)
  await shop.api(
    'POST',
    '/api/coupons',
    { code: 'SUMMER25', discountType: 'percentage', discountValue: 25, maxUses: 100 },
    adminToken,
  )
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

/** Whether the whole element is on the screen, not cut at its edge or scrolled out of a box. */
async function expectOnScreen(element: Locator) {
  await element.waitFor()
  const box = (await element.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(narrowPhone.width)
}

/** Texts in the main area that are (partly) off the screen sideways: nothing a phone can't see. */
function offScreenTexts(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const cut = []
    for (const element of document.querySelectorAll('main *')) {
      const own = [...element.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())
      const rect = element.getBoundingClientRect()
      if (!own || rect.width === 0) continue
      if (rect.left < -1 || rect.right > window.innerWidth + 1) cut.push(element.textContent.trim())
    }
    return cut
  })()`)
}

describe('lists on a 375 px phone', () => {
  it('shows each payment as a card with its amount, status and invoice link', async () => {
    const { context, page } = await openPage(browser, narrowPhone)
    await page.goto(`${shop.url}/login`)
    await signInOnPage(page, customer)
    await page.waitForURL(`${shop.url}/order`)
    await page.goto(`${shop.url}/payments`)

    const history = page.getByRole('list', { name: 'היסטוריית תשלומים' })
    const paid = history.getByRole('listitem').filter({ hasText: 'שולם' })
    await expectOnScreen(paid.getByText(/212\.40/))
    await expectOnScreen(paid.getByText('שולם', { exact: true }))
    await expectOnScreen(paid.getByRole('link', { name: `צפייה בחשבונית ${invoiceNumber}` }))
    const pending = history.getByRole('listitem').filter({ hasText: 'ממתין לתשלום' })
    await expectOnScreen(pending.getByRole('link', { name: 'השלמת תשלום' }))
    expect(await offScreenTexts(page)).toEqual([])
    await shot(page, 'payments-375')
    await context.close()
  })

  it('keeps the shop’s phone number whole on the invoice-receipt', async () => {
    const { context, page } = await openPage(browser, narrowPhone)
    await page.goto(`${shop.url}/login`)
    await signInOnPage(page, customer)
    await page.waitForURL(`${shop.url}/order`)
    await page.goto(`${shop.url}/payments/${paidOrderId}/invoice`)
    const phone = shop.deps.env.SHOP_CONTACT_PHONE
    await page.getByRole('article').getByText(phone).waitFor()
    // The lines the number's own characters fall on, read from the text's layout
    const lines = await page.evaluate<number>(
      `((phone) => {
        const walker = document.createTreeWalker(document.querySelector('article'), 4)
        while (walker.nextNode()) {
          const node = walker.currentNode
          const start = node.textContent.indexOf(phone)
          if (start < 0) continue
          const range = document.createRange()
          range.setStart(node, start)
          range.setEnd(node, start + phone.length)
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
        }
        return 0
      })(${JSON.stringify(phone)})`,
    )
    expect(lines).toBe(1)
    await shot(page, 'invoice-375')
    await context.close()
  })

  it('fits the admin tabs, orders, users and coupons', async () => {
    const { context, page } = await openPage(browser, narrowPhone)
    await page.goto(`${shop.url}/admin-login`)
    await page.getByRole('textbox', { name: 'אימייל' }).fill(admin.email)
    await page.getByLabel(/^סיסמה/).fill(admin.password)
    await page.getByRole('button', { name: 'כניסה' }).click()
    await page.waitForURL(`${shop.url}/admin`)

    for (const name of ['הזמנות', 'משתמשים', 'קופונים', 'תמחור', 'הגדרות']) {
      await expectOnScreen(page.getByRole('tab', { name }))
    }

    const orders = page.getByRole('list', { name: 'רשימת ההזמנות' })
    const order = orders.getByRole('listitem').filter({ hasText: `#${orderNumber}` })
    await expectOnScreen(
      order.getByRole('button', { name: `שליחת מייל ללקוח של הזמנה ${orderNumber}` }),
    )
    await order.getByRole('button', { name: `הצגת פרטים של הזמנה ${orderNumber}` }).click()
    const details = page.getByRole('region', { name: `פרטי הזמנה ${orderNumber}` })
    await expectOnScreen(details.getByText('פרטי הלקוח'))
    expect(await offScreenTexts(page)).toEqual([])
    await shot(page, 'admin-orders-375')

    await page.getByRole('tab', { name: 'משתמשים' }).click()
    const user = page
      .getByRole('list', { name: 'רשימת המשתמשים' })
      .getByRole('listitem')
      .filter({ hasText: customer.email })
    await expectOnScreen(user.getByText(customer.email))
    await expectOnScreen(user.getByText('פעיל', { exact: true }))
    expect(await offScreenTexts(page)).toEqual([])

    await page.getByRole('tab', { name: 'קופונים' }).click()
    const coupon = page.getByRole('listitem').filter({ hasText: 'SUMMER25' })
    await expectOnScreen(coupon.getByRole('button', { name: 'מחיקת הקופון SUMMER25' }))
    await expectOnScreen(coupon.getByText('פעיל', { exact: true }))
    expect(await offScreenTexts(page)).toEqual([])
    await shot(page, 'admin-coupons-375')
    await context.close()
  })
})
