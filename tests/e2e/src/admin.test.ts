import { signUpVerified } from '@shop/api/testing'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { startShop, type RunningShop } from '@shop/integration/testing'
import { formatDate, shopDate } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, phoneViewport, shot, toast } from './browser.ts'
import { minimalPdf } from './minimal-pdf.ts'
import { signInAdminOnPage, signInOnPage } from './sign-in.ts'
import { managerToken } from './manager-api.ts'

const admin = { email: 'admin@shop.test', password: 'admin-password-1' }
const customer = {
  email: 'noa@shop.test',
  password: 'citrus-meadow-41',
  name: 'נועה לוי',
}
const subjectName = 'מיכל לוי'
const newBusiness = {
  business_name: 'מפות הנפש בע״מ',
  business_address: 'רחוב הרצל 10, תל אביב',
  dealer_number: '514123454',
}

let shop: RunningShop
let browser: Browser
let adminContext: BrowserContext
let page: Page
let customerContext: BrowserContext
let customerPage: Page
let customerToken: string
let order: { id: string; order_number: number }
let workDir: string
let pdfPath: string
let pdfBytes: Buffer
/** Whether /my-orders was still a placeholder, so the customer's side is checked by the API. */
let myOrdersPlaceholder = false

beforeAll(async () => {
  shop = await startShop('admin', {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PAYMENT_SANDBOX_DELAY_MS: '0',
  })
  const signup = await signUpVerified(shop, customer)
  customerToken = signup.sessionJwt
  const created = await shop.api<{ order: typeof order }>(
    'POST',
    '/api/orders',
    {
      reports: [{ subjectName, dateOfBirth: '1990-05-17', phone: '0521234567', isGift: false }],
    },
    customerToken,
  )
  order = created.order
  await shop.api(
    'POST',
    `/api/orders/${order.id}/pay`,
    {
      cardNumber: '4580458045804580',
      expiry: '12/39',
      cvv: '123',
      cardholderName: 'ישראל ישראלי',
      idNumber: '000000018',
      billingEmail: 'b@example.co.il',
      billingPhone: '0501234567',
    },
    customerToken,
  )

  workDir = await mkdtemp(join(tmpdir(), 'admin-e2e-'))
  // Large enough that the upload takes a moment on the throttled connection below.
  pdfBytes = minimalPdf(256 * 1024)
  pdfPath = join(workDir, 'map.pdf')
  await writeFile(pdfPath, pdfBytes)

  browser = await launchBrowser()
  ;({ context: adminContext, page } = await openPage(browser))
  ;({ context: customerContext, page: customerPage } = await openPage(browser))
})

afterAll(async () => {
  await browser?.close()
  await shop?.stop()
  if (workDir) await rm(workDir, { recursive: true, force: true })
})

/** A shekel amount in he-IL formatting, not matched inside a longer number. */
const amount = (value: string) => new RegExp(`^\\D*${value.replace('.', '\\.')}\\D*$`)
const tab = (name: string) => page.getByRole('tab', { name })
const orderRow = () => page.locator(`tr[data-order-number="${order.order_number}"]`)
const orderDetails = () => page.getByRole('region', { name: `פרטי הזמנה ${order.order_number}` })

async function adminToken(): Promise<string> {
  return managerToken(shop, admin)
}

async function adminLogin(on: Page) {
  await signInAdminOnPage(on, shop.url, admin)
}

describe('the admin dashboard', () => {
  it('signs the manager in and shows the summary cards and the paid order', async () => {
    await adminLogin(page)
    const summary = page.getByRole('region', { name: 'סיכום פעילות' })
    await summary.getByText('0 ממתינות לתשלום').waitFor()
    // One paid map of 180 plus 18% VAT: 212.40, shown without decimals
    await summary.getByText(/212/).waitFor()
    await summary.getByText(/מחיר מפה נוכחי: .*180\.00/).waitFor()
    expect(await summary.getByText('לקוחות רשומים').count()).toBe(1)

    await orderRow().getByText(subjectName).waitFor()
    await orderRow().getByText(customer.email).waitFor()
    await orderRow().getByText('ממתין למפה').waitFor()
    const board = page.getByRole('link', { name: /לוח התורים/ })
    expect(await board.getAttribute('href')).toBe('/admin/queues')
    expect(await board.getAttribute('target')).toBe('_blank')
    for (const name of ['הזמנות', 'משתמשים', 'קופונים', 'תמחור', 'הגדרות']) {
      await tab(name).waitFor()
    }
  })

  it('opens the queue board in a new tab with the cookie the session check set', async () => {
    const [board] = await Promise.all([
      adminContext.waitForEvent('page'),
      page.getByRole('link', { name: /לוח התורים/ }).click(),
    ])
    await board.waitForLoadState()
    const answer = await board.request.get(`${shop.url}/admin/queues/api/queues`)
    expect(answer.status()).toBe(200)
    await board.close()
  })

  it('uploads the PDF with progress, and the customer sees the map ready', async () => {
    await customerPage.goto(`${shop.url}/login`)
    await signInOnPage(customerPage, customer)
    await customerPage.waitForURL(/\/order$/)
    await customerPage.goto(`${shop.url}/my-orders`)
    await customerPage.getByRole('heading', { name: 'ההזמנות שלי' }).first().waitFor()
    myOrdersPlaceholder = await customerPage
      .getByText('העמוד הזה נמצא בהכנה ויהיה זמין בקרוב.')
      .isVisible()

    await orderRow().click()
    const details = orderDetails()
    await details.getByText('פרטי הלקוח').waitFor()
    await details.getByText('חשבון פעיל').waitFor()
    await details.getByText('0521234567').waitFor()
    await details.getByText('לא נבחר קובץ').waitFor()
    const upload = details.getByRole('button', { name: 'העלאת המפה' })
    expect(await upload.isDisabled()).toBe(true)

    await details.getByRole('button', { name: 'התחלת עבודה' }).click()
    await toast(page, `המפה של ${subjectName} סומנה כ"בעבודה"`).waitFor()
    await orderRow().getByText('בעבודה').waitFor()

    await details.getByLabel(`קובץ PDF למפה של ${subjectName}`).setInputFiles(pdfPath)
    await details.getByText('map.pdf').waitFor()
    expect(await upload.isEnabled()).toBe(true)

    // A slow line, so the progress bar is seen moving before the upload ends
    const cdp = await adminContext.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 128 * 1024,
    })
    await upload.click()
    const progress = details.getByRole('progressbar')
    await progress.waitFor()
    const seen = Number(await progress.getAttribute('aria-valuenow'))
    expect(seen).toBeGreaterThanOrEqual(0)
    expect(seen).toBeLessThan(100)
    await toast(page, `המפה של ${subjectName} הועלתה בהצלחה`).waitFor()
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await details.getByText('מוכנה', { exact: true }).waitFor()
    await orderRow().getByText('מוכן', { exact: true }).waitFor()
    await details.getByRole('button', { name: 'העלאת קובץ חדש' }).waitFor()

    if (myOrdersPlaceholder) {
      // The buyer's orders page is not built yet; the API says what it would show
      const orders = await shop.api<{ id: string; status: string }[]>(
        'GET',
        '/api/orders',
        undefined,
        customerToken,
      )
      expect(['ready', 'completed']).toContain(orders.find(({ id }) => id === order.id)?.status)
      return
    }
    await customerPage.getByText('מוכן להורדה').first().waitFor({ timeout: 30_000 })
    // The file comes down in place: no other tab opens, and the orders stay on the screen
    const opened: Page[] = []
    customerContext.on('page', (other) => opened.push(other))
    const [download] = await Promise.all([
      customerPage.waitForEvent('download'),
      customerPage.getByRole('button', { name: /הורד/ }).first().click(),
    ])
    // A signed link to the file itself, served by the API's file route, not a page of the shop
    expect(download.url().startsWith(`${shop.url}/api/files/reports/`)).toBe(true)
    expect(download.suggestedFilename()).toBe(`${subjectName}.pdf`)
    expect((await readFile(await download.path())).equals(pdfBytes)).toBe(true)
    expect(opened).toEqual([])
    expect(customerPage.url()).toBe(`${shop.url}/my-orders`)
    await customerPage.getByText('מוכן להורדה').first().waitFor()
  })

  it('refuses a file that is not a PDF before sending it', async () => {
    const details = orderDetails()
    await details.getByLabel(`קובץ PDF למפה של ${subjectName}`).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a pdf'),
    })
    await details.getByText('ניתן להעלות קובץ PDF בלבד').waitFor()
    expect(await details.getByRole('button', { name: 'העלאת קובץ חדש' }).isDisabled()).toBe(true)
  })

  it('sends an e-mail about the order and lists it as queued', async () => {
    await orderRow()
      .getByRole('button', { name: `שליחת מייל ללקוח של הזמנה ${order.order_number}` })
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText(customer.email).waitFor()
    await dialog.getByRole('button', { name: 'שליחה' }).click()
    await dialog.getByText('נא להזין נושא').waitFor()
    await dialog.getByLabel(/^נושא/).fill('המפה שלך מוכנה')
    await dialog.getByLabel(/^תוכן ההודעה/).fill('שלום נועה,\nהמפה מחכה לך באזור האישי.')
    await dialog.getByRole('button', { name: 'שליחה' }).click()
    await toast(page, 'המייל נשלח לתור השליחה').waitFor()
    await dialog.waitFor({ state: 'hidden' })

    const emails = orderDetails().getByRole('table', {
      name: `המיילים של הזמנה ${order.order_number}`,
    })
    // The subject is rendered by the worker when it sends; until then the row shows the template
    const row = emails.getByRole('row').filter({ hasText: 'הודעת מנהל' })
    await row.waitFor()
    await row.getByText('בתור').waitFor()
    await row.getByText(customer.email).waitFor()
    await shot(page, 'admin-orders')
  })

  it('pages and filters the orders on the server', async () => {
    await page.getByRole('combobox', { name: 'סינון לפי סטטוס' }).selectOption('pending')
    await page.getByText('אין הזמנות להצגה').waitFor()
    // 21 unpaid orders, newer than the paid one: more than one page of 20
    for (let index = 0; index < 21; index += 1) {
      const report = { subjectName: `אורח ${index + 1}`, dateOfBirth: '1985-01-02' }
      await shop.api(
        'POST',
        '/api/orders',
        { reports: [{ ...report, phone: '0521234567', isGift: false }] },
        customerToken,
      )
    }
    const status = page.getByRole('combobox', { name: 'סינון לפי סטטוס' })
    await status.selectOption('ready')
    await orderRow().waitFor()
    await status.selectOption('pending')
    await page.getByText('1–20 מתוך 21').waitFor()
    expect(await page.getByRole('cell', { name: 'ממתין לתשלום' }).count()).toBe(20)
    await page.getByRole('button', { name: 'עמוד 2 מתוך 2' }).click()
    await page.getByText('21–21 מתוך 21').waitFor()
    await shot(page, 'admin-orders-pages', false)

    await status.selectOption('')
    await page.getByText('1–20 מתוך 22').waitFor()
    expect(await orderRow().count()).toBe(0)
    await page.getByRole('searchbox', { name: 'חיפוש הזמנה' }).fill('אין-כזה')
    await page.getByText('אין הזמנות להצגה').waitFor()
    await page.getByRole('searchbox', { name: 'חיפוש הזמנה' }).fill(subjectName)
    await orderRow().waitFor()
  })

  it('lists the customers', async () => {
    await tab('משתמשים').click()
    const users = page.getByRole('table', { name: 'רשימת המשתמשים' })
    const row = users.getByRole('row').filter({ hasText: customer.email })
    await row.getByText(customer.name).waitFor()
    await row.getByText(/212\.40/).waitFor()
    await row.getByText('פעיל').waitFor()
  })

  it('creates, edits and deletes a coupon', async () => {
    await tab('קופונים').click()
    await page.getByText(/עדיין אין קופונים/).waitFor()
    await page.getByRole('button', { name: 'קופון חדש' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(/^קוד קופון/).fill('ab')
    await dialog.getByLabel(/^ערך ההנחה/).fill('0')
    await dialog.getByRole('button', { name: 'יצירת הקופון' }).click()
    await dialog.getByText('קוד קופון חייב להיות לפחות 3 תווים').waitFor()
    await dialog.getByText('ערך ההנחה חייב להיות גדול מ-0').waitFor()

    await dialog.getByLabel(/^קוד קופון/).fill('summer10')
    expect(await dialog.getByLabel(/^קוד קופון/).inputValue()).toBe('SUMMER10')
    await dialog.getByLabel(/^ערך ההנחה/).fill('10')
    await dialog.getByLabel(/^מספר שימושים מרבי/).fill('50')
    await dialog.getByLabel(/^בתוקף עד תאריך/).fill('2030-12-31T23:59')
    await dialog.getByLabel(/^תיאור/).fill('הנחת קיץ')
    await dialog.getByRole('button', { name: 'יצירת הקופון' }).click()
    await toast(page, 'הקופון נוצר בהצלחה!').waitFor()

    const coupons = page.getByRole('table', { name: 'רשימת הקופונים' })
    const row = coupons.getByRole('row').filter({ hasText: 'SUMMER10' })
    await row.getByText('10%').waitFor()
    await row.getByText('0 / 50').waitFor()
    await row.getByText('31.12.2030').waitFor()
    await row.getByText('פעיל', { exact: true }).waitFor()

    await row.getByRole('button', { name: 'עריכת הקופון SUMMER10' }).click()
    const editor = page.getByRole('dialog')
    expect(await editor.getByLabel(/^קוד קופון/).isDisabled()).toBe(true)
    expect(await editor.getByLabel(/^בתוקף עד תאריך/).inputValue()).toBe('2030-12-31T23:59')
    await editor.getByLabel(/^ערך ההנחה/).fill('15')
    await editor.getByRole('button', { name: 'שמירת השינויים' }).click()
    await toast(page, 'הקופון עודכן בהצלחה!').waitFor()
    await row.getByText('15%').waitFor()
    await shot(page, 'admin-coupons')

    await row.getByRole('button', { name: 'מחיקת הקופון SUMMER10' }).click()
    const confirm = page.getByRole('alertdialog')
    await confirm.getByRole('button', { name: 'מחיקת הקופון' }).click()
    await toast(page, 'הקופון נמחק בהצלחה!').waitFor()
    await page.getByText(/עדיין אין קופונים/).waitFor()
  })

  it('updates the map price and the price list follows', async () => {
    await tab('תמחור').click()
    const list = page.getByRole('region', { name: 'מחירון' })
    await list.getByText(amount('180.00')).waitFor()
    await list.getByText('מע״מ (18%)').waitFor()
    await list.getByText(amount('32.40')).waitFor()
    await list.getByText(amount('212.40')).waitFor()
    await page.getByLabel(/^מחיר למפה/).fill('200')
    // What customers will pay, beside the price as it is typed
    await page.getByText(/^ללקוח: \D*236\.00\D* כולל מע״מ \(18%\)$/).waitFor()
    await page.getByRole('button', { name: 'עדכון מחיר' }).click()
    await toast(page, 'המחיר עודכן בהצלחה!').waitFor()
    await list.getByText(amount('200.00')).waitFor()
    await list.getByText(amount('36.00')).waitFor()
    await list.getByText(amount('236.00')).waitFor()
    await page.getByText(/מחיר מפה נוכחי: .*200\.00/).waitFor()
    await page.getByText('המחיר שמוזן כאן הוא לפני מע״מ', { exact: false }).waitFor()
    await shot(page, 'admin-pricing')
  })

  it('adds a future VAT rate, refuses one from today, and removes the future one', async () => {
    await tab('תמחור').click()
    const rates = page.getByRole('region', { name: 'שיעורי מע״מ' })
    const rows = rates.getByRole('row')
    await rows.filter({ hasText: 'בתוקף היום' }).getByText('18%').waitFor()
    await rows.filter({ hasText: 'הסתיים' }).getByText('17%').waitFor()
    // Only the future can be set, on Israel's calendar
    await rates.getByLabel(/^שיעור מע״מ/).fill('19')
    await rates.getByLabel(/^בתוקף מתאריך/).fill(shopDate())
    await rates.getByRole('button', { name: 'הוספת השיעור' }).click()
    await rates.getByText('שיעור חדש יכול להיכנס לתוקף רק מתאריך שאחרי היום').waitFor()

    const day = shopDate(Date.now(), 40)
    await rates.getByLabel(/^בתוקף מתאריך/).fill(day)
    await rates.getByRole('button', { name: 'הוספת השיעור' }).click()
    await toast(page, 'שיעור המע״מ החדש נשמר בהצלחה!').waitFor()
    const future = rows.filter({ hasText: 'עתידי' })
    await future.getByText('19%').waitFor()
    await future.getByText(formatDate(day)).waitFor()
    // Not in force yet: the price list keeps today's 18%
    await page.getByRole('region', { name: 'מחירון' }).getByText('מע״מ (18%)').waitFor()
    await shot(page, 'admin-vat-rates')

    await future.getByRole('button', { name: `הסרת השיעור 19% מתאריך ${formatDate(day)}` }).click()
    await toast(page, 'שיעור המע״מ העתידי הוסר').waitFor()
    await future.waitFor({ state: 'detached' })
    // Rates in force have no remove button
    expect(await rates.getByRole('button', { name: /^הסרת השיעור/ }).count()).toBe(0)
  })

  it('edits the invoice details', async () => {
    await tab('הגדרות').click()
    await page.getByText('הגדרות נוספות יתווספו בקרוב.').waitFor()
    const business = page.getByRole('region', { name: 'פרטי העסק בחשבוניות' })
    await business.getByText('הפרטים האלה מודפסים על כל חשבונית מס קבלה.').waitFor()
    const saveBusiness = business.getByRole('button', { name: 'שמירת פרטי העסק' })
    await business.getByLabel(/^מספר עוסק/).fill('123')
    await saveBusiness.click()
    await business.getByText('מספר עוסק מורשה צריך להכיל 9 ספרות').waitFor()
    expect(await business.getByLabel(/^מספר עוסק/).getAttribute('aria-invalid')).toBe('true')

    await business.getByLabel(/^שם העסק/).fill(newBusiness.business_name)
    await business.getByLabel(/^כתובת העסק/).fill(newBusiness.business_address)
    await business.getByLabel(/^מספר עוסק/).fill(newBusiness.dealer_number)
    await saveBusiness.click()
    await toast(page, 'פרטי העסק עודכנו בהצלחה!').waitFor()
    await business.getByText('מספר עוסק מורשה צריך להכיל 9 ספרות').waitFor({ state: 'hidden' })

    const token = await adminToken()
    const stored = await shop.api<{ setting_key: string; setting_value: string }[]>(
      'GET',
      '/api/settings',
      undefined,
      token,
    )
    const values = Object.fromEntries(stored.map((row) => [row.setting_key, row.setting_value]))
    expect(values).toMatchObject(newBusiness)
    // The server refuses what the form would not send
    const refused = await fetch(`${shop.url}/api/settings/business`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...newBusiness, dealer_number: '123' }),
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('מספר עוסק מורשה צריך להכיל 9 ספרות')

    await page.reload()
    await tab('הגדרות').click()
    expect(await business.getByLabel(/^שם העסק/).inputValue()).toBe(newBusiness.business_name)
    expect(await business.getByLabel(/^כתובת העסק/).inputValue()).toBe(newBusiness.business_address)
    expect(await business.getByLabel(/^מספר עוסק/).inputValue()).toBe(newBusiness.dealer_number)
    // After the reload, so the toasts of the earlier tests do not cover the summary
    await shot(page, 'admin-settings')
  })

  it('fits a phone: lists become cards, the page does not scroll sideways', async () => {
    const { context: phone, page: mobile } = await openPage(browser, phoneViewport)
    await adminLogin(mobile)
    await mobile.getByRole('searchbox', { name: 'חיפוש הזמנה' }).fill(String(order.order_number))
    await mobile.getByRole('button', { name: `הצגת פרטים של הזמנה ${order.order_number}` }).click()
    await mobile.getByRole('region', { name: `פרטי הזמנה ${order.order_number}` }).waitFor()
    await mobile.getByText('פרטי הלקוח').waitFor()
    const overflow = await mobile.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await shot(mobile, 'admin-mobile')
    await phone.close()
  })
})
