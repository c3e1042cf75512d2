import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { startShop, type RunningShop } from '@shop/integration/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, phoneViewport, shot, toast } from './browser.ts'
import { completeSignUp } from './sign-up.ts'
import { completeBusinessDetails, managerToken } from './manager-api.ts'

const admin = { email: 'admin@shop.test', password: 'admin-password-1' }
const customer = { email: 'shira@shop.test', password: 'maple-orbit-85', name: 'שירה אברהם' }
const card = { number: '4580 4580 4580 4580', expiry: '12/39', cvv: '123', id: '000000018' }

let shop: RunningShop
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  shop = await startShop('journey', {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PAYMENT_SANDBOX_DELAY_MS: '2000',
  })
  const sessionJwt = await managerToken(shop, admin)
  await shop.api(
    'POST',
    '/api/coupons',
    { code: 'WELCOME10', discountType: 'percentage', discountValue: 10 },
    sessionJwt,
  )
  await completeBusinessDetails(shop, sessionJwt)
  browser = await launchBrowser()
  ;({ context, page } = await openPage(browser))
})
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

// From the top, so the sticky header is pictured where it belongs
async function shotFromTop(on: Page, name: string) {
  // Strings, since this file is typed without the DOM library
  await on.evaluate('window.scrollTo(0, 0)')
  await shot(on, name)
}

const reportCard = (on: Page, number: number) => on.getByRole('region', { name: `מפה ${number}` })
const sessionValue = (on: Page, key: string) =>
  on.evaluate((name) => sessionStorage.getItem(name), key)

async function fillReport(report: Locator, details: { name: string; born: string; phone: string }) {
  await report.getByRole('textbox', { name: 'שם מלא', exact: true }).fill(details.name)
  await report.getByRole('textbox', { name: 'תאריך לידה', exact: true }).fill(details.born)
  await report.getByRole('textbox', { name: 'טלפון', exact: true }).fill(details.phone)
}

describe('the customer journey', () => {
  it('signs up and fills the order form with two maps, one of them a gift', async () => {
    await page.goto(`${shop.url}/login`)
    await page.getByRole('textbox', { name: 'אימייל' }).fill(customer.email)
    await page.getByRole('button', { name: 'המשך' }).click()
    await page.getByRole('tab', { name: 'חשבון חדש' }).click()
    await page.getByLabel(/^סיסמה/).fill(customer.password)
    await page.getByRole('textbox', { name: /שם מלא/ }).fill(customer.name)
    await page.getByRole('button', { name: 'יצירת חשבון' }).click()
    await completeSignUp(shop, page, customer.email)

    const first = reportCard(page, 1)
    await fillReport(first, { name: 'דנה כהן', born: '1990-05-17', phone: '050-1234567' })
    // The Hebrew date follows the Gregorian one
    expect(await first.getByLabel(/^תאריך לידה עברי/).inputValue()).toBe('כ״ב באייר תש״נ')
    const comments = 'מתעניינת בעיקר בקריירה'
    await first.getByLabel(/^הערות/).fill(comments)
    await first.getByText(`${comments.length}/500`).waitFor()

    await page.getByRole('button', { name: 'הוספת מפה נוספת' }).click()
    await page.getByRole('button', { name: 'המשך לסיכום ההזמנה' }).click()
    await toast(page, 'שדות חסרים').waitFor()
    await toast(page, 'אנא מלא את כל השדות הנדרשים (שם, תאריך לידה, טלפון)').waitFor()
    const second = reportCard(page, 2)
    await second.getByText('נא להזין שם מלא').waitFor()
    expect(page.url()).toBe(`${shop.url}/order`)

    await fillReport(second, { name: 'רון לוי', born: '1985-03-02', phone: '052-7654321' })
    await second.getByLabel(/^הקשר אליך/).fill('אח')
    await second.getByText('זו מתנה').click()
    await second.getByLabel(/^האימייל של מקבל\/ת המתנה/).fill('ron@example.com')
    await second.getByLabel(/^הקדשה/).fill('מזל טוב!')
    await second.getByText('8/300').waitFor()

    // Kept in session storage, so a reload loses nothing
    await page.reload()
    expect(
      await reportCard(page, 2)
        .getByLabel(/^הקדשה/)
        .inputValue(),
    ).toBe('מזל טוב!')
    expect(JSON.parse((await sessionValue(page, 'pendingReports')) ?? '[]')).toHaveLength(2)
  })

  it('applies a coupon, upper-casing it, and shows the totals with VAT', async () => {
    const coupon = page.getByLabel(/^קוד קופון/)
    await coupon.press('Enter')
    await page.getByText('נא להזין קוד קופון').waitFor()
    await coupon.fill('nosuch')
    await coupon.press('Enter')
    await page.getByText('קוד קופון לא תקין').waitFor()

    await coupon.fill('welcome10')
    expect(await coupon.inputValue()).toBe('WELCOME10')
    await coupon.press('Enter')
    await toast(page, 'קופון "WELCOME10" הופעל בהצלחה!').waitFor()
    const summary = page.getByRole('heading', { name: 'פירוט המחיר' }).locator('..')
    await summary.getByText('קופון WELCOME10').waitFor()
    expect(await summary.textContent()).toMatch(/360\.00.*36\.00.*324\.00.*18%.*58\.32.*382\.32/)
    expect(JSON.parse((await sessionValue(page, 'appliedCoupon')) ?? '{}')).toMatchObject({
      code: 'WELCOME10',
      discountAmount: '36.00',
    })
    await shotFromTop(page, 'order-form')
  })

  it('shows both maps in the cart', async () => {
    await page.getByRole('button', { name: 'המשך לסיכום ההזמנה' }).click()
    await page.waitForURL(`${shop.url}/cart`)
    const items = page.getByRole('listitem')
    await items.filter({ hasText: 'דנה כהן' }).getByText('17.5.1990').waitFor()
    const gift = items.filter({ hasText: 'רון לוי' })
    await gift.getByText('מתנה', { exact: true }).waitFor()
    await gift.getByText('ron@example.com').waitFor()
    await gift.getByText('מזל טוב!').waitFor()
    await gift.getByText('אח', { exact: true }).waitFor()
    // Every price a consumer sees includes VAT: 180 plus 18 %
    const withVat = /^\D*212\.40\D*למפה, כולל מע״מ$/
    expect(await gift.getByText(withVat).count()).toBe(1)
    const summary = page.getByRole('heading', { name: 'פירוט המחיר' }).locator('..')
    await summary.getByText(withVat).waitFor()
    await summary.getByText(/382\.32/).waitFor()
    await shotFromTop(page, 'cart')
  })

  it('saves the order on entering checkout, once, and pays it', async () => {
    await page.getByRole('link', { name: 'המשך לתשלום' }).click()
    await page.waitForURL(`${shop.url}/checkout`)
    await toast(page, 'ההזמנה נשמרה במערכת').waitFor()
    const orderNumber = page.getByText(/^הזמנה מספר \d+$/)
    const numberText = await orderNumber.textContent()
    const summary = page.getByRole('heading', { name: 'פירוט המחיר' }).locator('..')
    expect(await summary.textContent()).toMatch(/36\.00.*58\.32.*382\.32/)
    expect(await sessionValue(page, 'appliedCoupon')).toBeNull()

    // The same visit's key answers the same order, however often the page loads
    await page.reload()
    expect(await page.getByText(/^הזמנה מספר \d+$/).textContent()).toBe(numberText)
    const token = (await sessionValue(page, 'sessionToken'))!
    const orderCount = async () =>
      (await shop.api<unknown[]>('GET', '/api/orders', undefined, token)).length
    expect(await orderCount()).toBe(1)

    // A coupon changed at checkout reprices the unpaid order
    await summary.getByRole('button', { name: 'הסרת הקופון WELCOME10' }).click()
    await toast(page, 'הקופון הוסר').waitFor()
    await summary.getByText(/424\.80/).waitFor()
    await expect.poll(orderCount).toBe(1)
    const coupon = summary.getByLabel(/^קוד קופון/)
    await coupon.fill('welcome10')
    await coupon.press('Enter')
    await summary.getByText('קופון WELCOME10').waitFor()
    await summary.getByText(/382\.32/).waitFor()
    await expect.poll(orderCount).toBe(1)
    expect(await page.getByText(/^הזמנה מספר \d+$/).textContent()).toBe(numberText)

    await page.getByRole('textbox', { name: 'מספר כרטיס', exact: true }).fill(card.number)
    await page.getByRole('textbox', { name: 'תוקף', exact: true }).fill('1239')
    expect(await page.getByRole('textbox', { name: 'תוקף', exact: true }).inputValue()).toBe(
      card.expiry,
    )
    await page.getByRole('textbox', { name: 'CVV', exact: true }).fill(card.cvv)
    await page.getByRole('textbox', { name: 'תעודת זהות של בעל הכרטיס', exact: true }).fill(card.id)
    await page.getByRole('textbox', { name: 'טלפון', exact: true }).fill('050-1234567')
    expect(
      await page.getByRole('textbox', { name: 'שם בעל הכרטיס', exact: true }).inputValue(),
    ).toBe(customer.name)
    expect(
      await page.getByRole('textbox', { name: 'אימייל לחשבונית', exact: true }).inputValue(),
    ).toBe(customer.email)
    const terms = page.getByRole('link', { name: /תנאי השימוש/ })
    expect(await terms.getAttribute('target')).toBe('_blank')

    const pay = page.getByRole('button', { name: /^תשלום/ })
    await pay.click()
    await toast(page, 'נדרש אישור').waitFor()
    await toast(page, 'יש לאשר את תנאי השימוש ואת מדיניות הפרטיות').waitFor()
    await page.getByRole('checkbox', { name: /קראתי ואני מאשר/ }).focus()
    await page.keyboard.press('Space')
    await toast(page, 'נדרש אישור').waitFor({ state: 'detached' })
    await shotFromTop(page, 'checkout')

    await pay.click()
    await page.getByText('התשלום בעיבוד. אנא לא לסגור או לרענן את הדף.').waitFor()
    await page.waitForURL(`${shop.url}/my-orders`)
    await toast(page, 'התשלום התקבל בהצלחה!').waitFor()
    for (const key of ['pendingReports', 'appliedCoupon', 'checkoutVisit']) {
      expect(await sessionValue(page, key)).toBeNull()
    }
  })

  it('lists the paid order as in preparation, and polls it with entity tags', async () => {
    const row = page.getByRole('row').filter({ hasText: 'דנה כהן' })
    await row.getByText('בהכנה').first().waitFor()
    await row.getByText('רון לוי').waitFor()
    await row.getByText('מתנה', { exact: true }).waitFor()
    await row.getByText(/יישלח עד/).waitFor()
    expect(await row.textContent()).toMatch(/382\.32/)
    await page.getByRole('link', { name: 'להזמנת מפה נוספת' }).waitFor()
    await shotFromTop(page, 'my-orders')
    const unchanged = await page.waitForResponse(
      (response) => response.url().endsWith('/api/orders') && response.status() === 304,
      { timeout: 12_000 },
    )
    expect(await unchanged.request().headerValue('if-none-match')).toBeTruthy()
  })

  it('shows the payment and its invoice-receipt', async () => {
    await page.goto(`${shop.url}/payments`)
    const card = (label: string) => page.getByRole('listitem').filter({ hasText: label })
    await card('סה״כ שולם')
      .getByText(/382\.32/)
      .waitFor()
    expect(await card('חשבוניות').textContent()).toMatch(/1$/)
    expect(await card('ממתינים לתשלום').textContent()).toMatch(/0$/)
    const row = page.getByRole('row').filter({ hasText: 'שולם' })
    expect(await row.textContent()).toMatch(/2 מפות נומרולוגיות.*382\.32/)
    await shotFromTop(page, 'payments')

    await row.getByRole('link', { name: /צפייה בחשבונית/ }).click()
    await page.waitForURL(/\/payments\/[0-9a-f-]+\/invoice$/)
    await page.getByRole('heading', { name: 'חשבונית מס קבלה' }).waitFor()
    const invoice = page.getByRole('article')
    for (const text of ['מקור', 'עוסק מורשה', 'מע״מ 18%', 'כרטיס אשראי', customer.name]) {
      await invoice.getByText(text).first().waitFor()
    }
    expect(await invoice.textContent()).toMatch(/324\.00.*58\.32.*382\.32/)
    await page.getByRole('button', { name: 'הדפסה' }).waitFor()
    await shotFromTop(page, 'invoice')

    await page.emulateMedia({ media: 'print' })
    expect(await page.getByRole('banner').isVisible()).toBe(false)
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'הדפסה' }).isVisible()).toBe(false)
    await shotFromTop(page, 'invoice-print')
    await page.emulateMedia({ media: 'screen' })
  })

  it('reopens an unpaid order for payment, and deletes it after a warning', async () => {
    const token = (await sessionValue(page, 'sessionToken'))!
    const { order } = await shop.api<{ order: { id: string; order_number: number } }>(
      'POST',
      '/api/orders',
      { reports: [{ subjectName: 'מאיה', dateOfBirth: '2001-09-11', phone: '0541234567' }] },
      token,
    )
    await page.goto(`${shop.url}/my-orders`)
    const row = page.getByRole('row').filter({ hasText: 'מאיה' })
    await row.getByText('ממתין לתשלום').waitFor()

    await row.getByRole('link', { name: 'השלמת תשלום' }).click()
    await page.waitForURL(`${shop.url}/checkout?order=${order.id}`)
    await page.getByText(`הזמנה מספר ${order.order_number}`).waitFor()
    await page.getByRole('link', { name: 'ההזמנות שלי' }).last().click()

    await row.getByRole('button', { name: `מחיקה: הזמנה ${order.order_number}` }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText('לא ניתן לבטל פעולה זו').waitFor()
    await dialog.getByRole('button', { name: 'מחיקת ההזמנה' }).click()
    await toast(page, 'הזמנה נמחקה').waitFor()
    await row.waitFor({ state: 'detached' })
    expect(await shop.api<unknown[]>('GET', '/api/orders', undefined, token)).toHaveLength(1)
  })

  it('refuses to remove the last map, and presets a gift from the link', async () => {
    await page.goto(`${shop.url}/order?gift=true`)
    const only = reportCard(page, 1)
    await only.getByLabel(/^האימייל של מקבל\/ת המתנה/).waitFor()
    await only.getByRole('button', { name: 'הסרת מפה 1' }).click()
    await toast(page, 'לא ניתן למחוק').waitFor()
    await toast(page, 'חייב להישאר לפחות מפה נומרולוגית אחת').waitFor()
    await reportCard(page, 1).waitFor()
  })

  it('sends the contact form and shows the shop details', async () => {
    await page.goto(`${shop.url}/contact`)
    await page.getByText(shop.deps.env.SHOP_CONTACT_PHONE).first().waitFor()
    await page.getByRole('button', { name: 'שליחה', exact: true }).click()
    await page.getByText('נא להזין שם').waitFor()
    await page.getByRole('textbox', { name: 'שם', exact: true }).fill('שירה')
    expect(await page.getByText('נא להזין שם').count()).toBe(0)
    await page.getByRole('textbox', { name: 'אימייל', exact: true }).fill(customer.email)
    await page.getByRole('textbox', { name: 'הודעה', exact: true }).fill('מתי תגיע המפה?')
    await page.getByRole('button', { name: 'שליחה', exact: true }).click()
    await page.getByText('תודה! ההודעה נשלחה ונחזור אליך בהקדם.').waitFor()
    expect(await page.getByRole('textbox', { name: 'הודעה', exact: true }).inputValue()).toBe('')
    await shotFromTop(page, 'contact')
  })
})

describe('the personal area on a phone', () => {
  it('fits my orders and the order form into 390 pixels', async () => {
    const { context: phone, page: mobile } = await openPage(browser, phoneViewport, {
      storageState: await context.storageState(),
    })
    const overflow = () =>
      mobile.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')

    await mobile.goto(`${shop.url}/my-orders`)
    await mobile
      .getByRole('listitem')
      .filter({ hasText: 'דנה כהן' })
      .getByText('בהכנה')
      .first()
      .waitFor()
    expect(await overflow()).toBeLessThanOrEqual(0)
    await shotFromTop(mobile, 'my-orders-mobile')

    await mobile.goto(`${shop.url}/order`)
    await reportCard(mobile, 1).waitFor()
    expect(await overflow()).toBeLessThanOrEqual(0)
    await shotFromTop(mobile, 'order-form-mobile')
    await phone.close()
  })
})
