import type { Browser, BrowserContext, Page } from 'playwright-core'
import { siteMessages } from '@shop/domain'
import { startShop, type RunningShop } from '@shop/integration/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, phoneViewport, shot } from './browser.ts'
import { completeSignUp } from './sign-up.ts'

const admin = { email: 'admin@shop.test', password: 'admin-password-1' }
const customer = {
  email: 'dana@shop.test',
  password: 'harbor-violet-52',
  name: 'דנה כהן',
  phone: '050-1234567',
}

let shop: RunningShop
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  shop = await startShop('auth', { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password })
  browser = await launchBrowser()
  ;({ context, page } = await openPage(browser))
})
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

const emailInput = (on: Page) => on.getByRole('textbox', { name: 'אימייל' })
const passwordInput = (on: Page) => on.getByLabel(/^סיסמה/)
const accountMenu = (on: Page, name: string) => on.getByRole('button', { name: new RegExp(name) })
const loginButton = (on: Page) => on.getByRole('link', { name: 'התחברות או הרשמה לאזור האישי' })

async function enterEmail(on: Page, email: string) {
  await emailInput(on).fill(email)
  await on.getByRole('button', { name: 'המשך' }).click()
}

const choice = (on: Page, name: 'יש לי חשבון' | 'חשבון חדש') => on.getByRole('tab', { name })

/**
 * The password step as it opens for an address this browser never signed in with: greeted as
 * new, on the new-account tab. The server was not asked whether the address has an account.
 */
async function expectNewAccountStep(on: Page) {
  await on.getByRole('tablist', { name: 'יש לכם כבר חשבון?' }).waitFor()
  expect(await choice(on, 'חשבון חדש').getAttribute('aria-selected')).toBe('true')
  await on.getByRole('heading', { name: 'יצירת חשבון חדש' }).waitFor()
  await on.getByText('ברוכים הבאים!', { exact: false }).waitFor()
  expect(await on.getByRole('heading', { name: 'שמחים לראות אתכם שוב' }).count()).toBe(0)
}

/** The password step as it opens for an address this browser signed in with before. */
async function expectPasswordStep(on: Page) {
  await on.getByRole('tablist', { name: 'יש לכם כבר חשבון?' }).waitFor()
  expect(await choice(on, 'יש לי חשבון').getAttribute('aria-selected')).toBe('true')
  expect(await choice(on, 'חשבון חדש').getAttribute('aria-selected')).toBe('false')
  await on.getByRole('heading', { name: 'שמחים לראות אתכם שוב' }).waitFor()
}

describe('customer sign-up and sign-in', () => {
  it('signs a new customer up and lands on the order page', async () => {
    const lookups: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/lookup')) lookups.push(request.url())
    })
    await page.goto(`${shop.url}/login`)
    await emailInput(page).waitFor()
    await shot(page, 'login')
    await enterEmail(page, customer.email)

    // An address this browser never signed in with is greeted as new, without asking the server
    await expectNewAccountStep(page)
    await shot(page, 'login-password-step')
    expect(lookups).toEqual([])
    await page.getByText('לפחות 8 תווים').waitFor()
    await passwordInput(page).fill('short')
    await page.getByRole('button', { name: 'יצירת חשבון' }).click()
    const tooShort = page.getByText('הסיסמה חייבת להכיל לפחות 8 תווים')
    await tooShort.waitFor()
    expect(await passwordInput(page).getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await passwordInput(page).getAttribute('aria-describedby')) ?? ''
    expect(describedBy.split(' ')).toContain(await tooShort.getAttribute('id'))
    await page.getByRole('link', { name: /תנאי השימוש/ }).waitFor()
    expect(await page.getByRole('link', { name: /מדיניות הפרטיות/ }).getAttribute('target')).toBe(
      '_blank',
    )

    // A common password: the meter shows it, and the form refuses it saying why
    await passwordInput(page).fill('12345678')
    const meter = page.getByRole('meter', { name: 'חוזק הסיסמה' })
    await meter.waitFor()
    expect(await meter.getAttribute('aria-valuetext')).toBe('חלשה מאוד')
    await page.getByText('חוזק הסיסמה: חלשה מאוד').waitFor()
    await page.getByRole('button', { name: 'יצירת חשבון' }).click()
    await page
      .getByText('הסיסמה נפוצה מדי או מבוססת על סיסמה נפוצה. נסו צירוף של כמה מילים שקל לכם לזכור.')
      .waitFor()
    expect(await passwordInput(page).getAttribute('aria-invalid')).toBe('true')
    await shot(page, 'signup-weak-password')

    await passwordInput(page).fill(customer.password)
    await expect.poll(() => meter.getAttribute('aria-valuetext')).toMatch(/^חזקה/)
    await page.getByRole('textbox', { name: /שם מלא/ }).fill(customer.name)
    await page.getByRole('textbox', { name: /טלפון/ }).fill(customer.phone)
    await shot(page, 'signup')
    await page.getByRole('button', { name: 'יצירת חשבון' }).click()

    await completeSignUp(shop, page, customer.email)
    await accountMenu(page, customer.name).waitFor()
    expect(await page.evaluate(() => sessionStorage.getItem('sessionToken'))).toBeTruthy()
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy()
  })

  it('logs out from the account menu, forgetting the order drafts of the tab', async () => {
    // Someone else's name and birth date, as typed into the order form
    await page
      .getByRole('textbox', { name: /שם מלא/ })
      .first()
      .fill('רחל לוי')
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('pendingReports')))
      .toContain('רחל לוי')
    await page.evaluate(() => {
      sessionStorage.setItem('checkoutVisit', '{"idempotencyKey":"visit-key-1"}')
      sessionStorage.setItem('appliedCoupon', '{"code":"SAVE10"}')
    })
    await accountMenu(page, customer.name).click()
    await page.getByRole('menuitem', { name: 'ההזמנות שלי' }).waitFor()
    await page.getByRole('menuitem', { name: 'תשלומים וחשבוניות' }).waitFor()
    await page.getByRole('menuitem', { name: 'מחיקת החשבון' }).waitFor()
    await shot(page, 'account-menu', false)
    await page.getByRole('menuitem', { name: 'התנתקות' }).click()

    await page.getByText('התנתקת בהצלחה').waitFor()
    await loginButton(page).waitFor()
    expect(page.url()).toBe(`${shop.url}/`)
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull()
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([])
  })

  it('sends a signed-out visitor to /login and back to the page they wanted', async () => {
    await page.goto(`${shop.url}/my-orders`)
    await page.waitForURL(`${shop.url}/login`)
    await enterEmail(page, customer.email)

    await expectPasswordStep(page)
    await passwordInput(page).fill('wrong-password')
    await page.getByRole('button', { name: 'התחברות', exact: true }).click()
    await page.getByText('שם משתמש או סיסמה שגויים').waitFor()

    await passwordInput(page).fill(customer.password)
    await page.getByRole('button', { name: 'התחברות', exact: true }).click()
    await page.waitForURL(`${shop.url}/my-orders`)
    await page.getByRole('heading', { name: 'ההזמנות שלי' }).waitFor()
  })

  it('stays signed in across a reload, and /login sends a signed-in visitor on', async () => {
    await page.reload()
    await page.getByRole('heading', { name: 'ההזמנות שלי' }).waitFor()
    await accountMenu(page, customer.name).waitFor()
    await page.goto(`${shop.url}/login`)
    await page.waitForURL(`${shop.url}/order`)
  })

  it('opens a page from the account menu with the keyboard, adding one history entry', async () => {
    const start = page.url()
    const entries = () => page.evaluate<number>('history.length')
    const before = await entries()
    // Gone if the browser loads the page afresh rather than the app routing to it
    await page.evaluate('window.beforeMenu = true')
    const payments = page.getByRole('menuitem', { name: 'תשלומים וחשבוניות' })
    await accountMenu(page, customer.name).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('menuitem', { name: 'ההזמנות שלי' }).waitFor()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => payments.getAttribute('data-highlighted')).not.toBeNull()
    await page.keyboard.press('Enter')

    await page.waitForURL(`${shop.url}/payments`)
    await page.getByRole('heading', { name: 'תשלומים וחשבוניות' }).waitFor()
    await payments.waitFor({ state: 'hidden' })
    expect(await page.evaluate<boolean>('window.beforeMenu === true')).toBe(true)
    expect(await entries()).toBe(before + 1)
    await page.goBack()
    await page.waitForURL(start)
  })

  it('restores two tabs opened at once without spending the refresh token twice', async () => {
    const second = await context.newPage()
    // Both tabs start with the same stored refresh token; a second use of a spent token would
    // revoke the whole family and sign both out.
    await Promise.all([page.goto(`${shop.url}/my-orders`), second.goto(`${shop.url}/payments`)])
    await page.getByRole('heading', { name: 'ההזמנות שלי' }).waitFor()
    await second.getByRole('heading', { name: 'תשלומים וחשבוניות' }).waitFor()
    await second.close()
    await page.reload()
    await accountMenu(page, customer.name).waitFor()
    expect(page.url()).toBe(`${shop.url}/my-orders`)
  })
})

describe('an e-mail that already has an account', () => {
  it('gets the same answer from the new-account form as a new one, then signs in', async () => {
    const { context: fresh, page: visitor } = await openPage(browser, {
      ...phoneViewport,
      width: 375,
    })
    await visitor.goto(`${shop.url}/login`)
    await enterEmail(visitor, customer.email)
    // This browser never signed in with it: the same new-account step as for any new address
    await expectNewAccountStep(visitor)
    await shot(visitor, 'login-new-address-375')
    await passwordInput(visitor).fill('another-password-1')
    await visitor.getByRole('button', { name: 'יצירת חשבון' }).click()

    await visitor.getByRole('heading', { name: 'בדקו את תיבת הדואר' }).waitFor()
    // On a phone the step opens at its top, not scrolled to where the form's button was (the
    // scroll may still be on its way as the heading shows).
    await expect.poll(() => visitor.evaluate<number>('window.scrollY')).toBe(0)
    await visitor.getByRole('button', { name: 'חזרה להתחברות' }).click()
    await passwordInput(visitor).fill(customer.password)
    await visitor.getByRole('button', { name: 'התחברות', exact: true }).click()
    await visitor.waitForURL(`${shop.url}/order`)
    await fresh.close()
  })
})

describe('a form whose checks fail to load', () => {
  it('says so on submit, and checks the e-mail once the connection is back', async () => {
    const { context: offline, page: visitor } = await openPage(browser)
    const checks = /\/assets\/auth-resolvers-[\w-]+\.js$/
    await visitor.route(checks, (route) => route.abort('internetdisconnected'))
    await visitor.goto(`${shop.url}/login`)
    await enterEmail(visitor, customer.email)
    await visitor.getByText(siteMessages.form.loadFailed).waitFor()
    expect(await emailInput(visitor).inputValue()).toBe(customer.email)

    await visitor.unroute(checks)
    await visitor.getByRole('button', { name: 'המשך' }).click()
    await expectNewAccountStep(visitor)
    await offline.close()
  })
})

describe('the admin area', () => {
  it('sends a customer who opens /admin to /admin-login', async () => {
    await page.goto(`${shop.url}/admin`)
    await page.waitForURL(`${shop.url}/admin-login`)
    await page.getByRole('heading', { name: 'כניסת מנהלים' }).waitFor()
  })

  it('refuses a customer account and leaves the browser signed out', async () => {
    await emailInput(page).fill(customer.email)
    await passwordInput(page).fill(customer.password)
    await page.getByRole('button', { name: 'כניסה' }).click()
    await page.getByText('משתמש לא מורשה לגשת לאזור המנהלים. נדרש חשבון במערכת המנהלים.').waitFor()
    await loginButton(page).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull()
    expect(await page.evaluate(() => sessionStorage.getItem('adminSession'))).toBeNull()
    await shot(page, 'admin-login-refused')
  })

  it('signs a manager in to /admin and out again', async () => {
    const deletionAnswered = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/me/deletion'),
    )
    await emailInput(page).fill(admin.email)
    await passwordInput(page).fill(admin.password)
    await page.getByRole('button', { name: 'כניסה' }).click()
    await page.getByText('התחברת בהצלחה!').first().waitFor()
    await page.waitForURL(`${shop.url}/admin`)
    await page.getByText(admin.email).first().waitFor()
    // The shop's only manager is not offered to delete the account
    await deletionAnswered
    await accountMenu(page, 'מנהל').click()
    await page.getByRole('menuitem', { name: 'התנתקות' }).waitFor()
    expect(await page.getByRole('menuitem', { name: 'מחיקת החשבון' }).count()).toBe(0)
    await page.keyboard.press('Escape')
    expect(await page.evaluate(() => sessionStorage.getItem('adminSession'))).toContain(admin.email)
    await shot(page, 'admin')

    // A manager who is already signed in skips the form
    await page.goto(`${shop.url}/admin-login`)
    await page.waitForURL(`${shop.url}/admin`)

    await page.getByRole('button', { name: 'התנתקות' }).click()
    await page.waitForURL(`${shop.url}/admin-login`)
    expect(await page.evaluate(() => sessionStorage.getItem('adminSession'))).toBeNull()
    expect(await page.evaluate(() => sessionStorage.getItem('sessionToken'))).toBeNull()
    await page.goto(`${shop.url}/admin`)
    await page.waitForURL(`${shop.url}/admin-login`)
  })
})

describe('the account on a phone', () => {
  it('deletes the account from the side menu after a confirmation', async () => {
    const { context: phone, page: mobile } = await openPage(browser, phoneViewport)
    await mobile.goto(`${shop.url}/login`)
    await enterEmail(mobile, 'yossi@shop.test')
    await choice(mobile, 'חשבון חדש').click()
    await passwordInput(mobile).fill('cobalt-prairie-17')
    await mobile.getByRole('button', { name: 'יצירת חשבון' }).click()
    await completeSignUp(shop, mobile, 'yossi@shop.test')

    await mobile.getByRole('button', { name: 'פתיחת תפריט הניווט' }).click()
    const drawerAccount = mobile.getByRole('region', { name: 'החשבון שלי' })
    await drawerAccount.getByText('yossi@shop.test').waitFor()
    await drawerAccount.getByRole('link', { name: 'ההזמנות שלי' }).waitFor()
    await shot(mobile, 'mobile-account', false)
    await drawerAccount.getByRole('button', { name: 'מחיקת החשבון' }).click()

    await mobile.evaluate(() => sessionStorage.setItem('pendingReports', '[{"fullName":"רחל"}]'))
    const dialog = mobile.getByRole('alertdialog')
    await dialog.getByText('יימחקו לצמיתות').waitFor()
    // What goes, what stays and why, as the privacy page says it
    await dialog.getByText('מה נמחק מיד').waitFor()
    await dialog.getByText(/דיני המס בישראל מחייבים לשמור מסמכים חשבונאיים 7 שנים/).waitFor()
    await shot(mobile, 'delete-account', false)
    await dialog.getByRole('button', { name: 'מחיקת החשבון לצמיתות' }).click()
    await mobile.getByText('החשבון נמחק בהצלחה').waitFor()
    await mobile.waitForURL(`${shop.url}/`)
    expect(await mobile.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull()
    expect(await mobile.evaluate(() => sessionStorage.getItem('pendingReports'))).toBeNull()

    const login = await shop.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'yossi@shop.test', password: 'cobalt-prairie-17' }),
    })
    expect(login.status).toBe(401)
    await phone.close()
  })
})
