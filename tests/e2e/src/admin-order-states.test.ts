import { signUpVerified } from '@shop/api/testing'
import { startShop, startTestWorker, type RunningShop } from '@shop/integration/testing'
import { startSmtpCatcher, type SmtpCatcher } from '@shop/mail/testing'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, shot, toast } from './browser.ts'
import { signInAdminOnPage } from './sign-in.ts'
import { testCardFor } from './test-card.ts'
import { managerToken } from './manager-api.ts'

const admin = { email: 'admin@shop.test', password: 'admin-password-1' }
const customer = { email: 'tamar@shop.test', password: 'harbor-lantern-58', name: 'תמר אלון' }
const leaving = { email: 'gone@shop.test', password: 'violet-anchor-27', name: 'רון שקד' }
// The narrowest phone in common use
const narrowPhone = { width: 375, height: 812 }

type Created = { order: { id: string; order_number: number } }

let shop: RunningShop
let smtp: SmtpCatcher
let worker: ReturnType<typeof startTestWorker>
let browser: Browser
let context: BrowserContext
let page: Page
/** Approved from its draft in the browser, then completed by its delivery e-mails. */
let approved: Created['order']
/** Paid, then cancelled with a refund. */
let cancelled: Created['order']
/** Paid with a 40% coupon on one map: 72.00 off 180. */
let discounted: Created['order']
/** Paid by a customer who then erased her account. */
let erased: Created['order']

beforeAll(async () => {
  shop = await startShop('admin-order-states', {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PAYMENT_SANDBOX_DELAY_MS: '0',
  })
  smtp = await startSmtpCatcher()
  // Map drafts are made, so one can be approved as a manager does
  worker = startTestWorker(shop, smtp, { maps: true })
  const adminToken = await managerToken(shop, admin)
  await shop.api(
    'POST',
    '/api/coupons',
    { code: 'FORTY', discountType: 'percentage', discountValue: 40 },
    adminToken,
  )

  const { sessionJwt: token } = await signUpVerified(shop, customer)
  const report = (subjectName: string) => ({
    reports: [{ subjectName, dateOfBirth: '1991-03-14', phone: '0521234567' }],
  })
  const paidOrder = async (body: object, buyer = customer, session = token) => {
    const { order } = await shop.api<Created>('POST', '/api/orders', body, session)
    await shop.api('POST', `/api/orders/${order.id}/pay`, testCardFor(buyer), session)
    return order
  }
  approved = await paidOrder(report('תמר אלון'))
  cancelled = await paidOrder(report('אורי אלון'))
  await shop.api(
    'POST',
    `/api/admin/orders/${cancelled.id}/cancel`,
    { reason: 'הלקוחה ביקשה לבטל' },
    adminToken,
  )
  discounted = await paidOrder({ ...report('נגה אלון'), couponCode: 'FORTY' })

  const { sessionJwt: leavingToken } = await signUpVerified(shop, leaving)
  erased = await paidOrder(report('רון שקד'), leaving, leavingToken)
  await shop.api('DELETE', '/api/auth/me', undefined, leavingToken)

  browser = await launchBrowser()
  ;({ context, page } = await openPage(browser, narrowPhone))
  await signInAdminOnPage(page, shop.url, admin)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await worker?.stop()
  await smtp?.close()
  await shop?.stop()
})

const orderCard = (number: number) =>
  page
    .getByRole('list', { name: 'רשימת ההזמנות' })
    .getByRole('listitem')
    .filter({ hasText: `#${number}` })
const details = (number: number) => page.getByRole('region', { name: `פרטי הזמנה ${number}` })
const sendEmail = (number: number) =>
  page.getByRole('button', { name: `שליחת מייל ללקוח של הזמנה ${number}` })

/** Opens one order's details on the phone's card list, closing any other. */
async function openOrder(number: number): Promise<Locator> {
  const open = details(number)
  if (!(await open.isVisible())) {
    await orderCard(number)
      .getByRole('button', { name: `הצגת פרטים של הזמנה ${number}` })
      .click()
  }
  await open.getByText('פרטי הלקוח').waitFor()
  return open
}

/**
 * Which side of its digits the minus sign of the amount written with `digits` is drawn on: where
 * the browser puts each character of the text, in a right-to-left line.
 */
function minusSide(digits: string): Promise<'left' | 'right' | 'none'> {
  return page.evaluate(`((digits) => {
    const texts = (root) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      const found = []
      while (walker.nextNode()) found.push(walker.currentNode)
      return found
    }
    const left = (node, index) => {
      const range = document.createRange()
      range.setStart(node, index)
      range.setEnd(node, index + 1)
      return range.getBoundingClientRect().left
    }
    const amount = texts(document.body).find((node) => node.textContent.includes(digits))
    if (!amount) return 'none'
    // The sign may be a text of its own beside the number, within the same element
    const sign = texts(amount.parentElement).find((node) => node.textContent.includes('-'))
    if (!sign) return 'none'
    const minus = left(sign, sign.textContent.indexOf('-'))
    return minus < left(amount, amount.textContent.indexOf(digits)) ? 'left' : 'right'
  })(${JSON.stringify(digits)})`)
}

/**
 * A tap on a button that is off (aria-disabled) but still says why: Playwright waits for such a
 * button to be enabled before clicking it, which a person does not.
 */
const tapDisabled = (button: Locator) => button.click({ force: true })

describe('the states an order’s details show a manager, on a 375 px phone', () => {
  it('says a map approved from its draft was delivered, not that it waits for review', async () => {
    const open = await openOrder(approved.order_number)
    const draft = open.getByRole('region', { name: 'טיוטת המפה' })
    const approve = draft.getByRole('button', { name: 'אישור ושליחה' })
    // Typesetting the draft takes a browser a few seconds
    await approve.waitFor({ timeout: 60_000 })
    await approve.click()
    await toast(page, 'המפה אושרה ונשלחה').waitFor()
    await expect.poll(() => draft.getByText('מוכנה לבדיקה').count()).toBe(0)
    await draft.getByText('נמסרה ללקוח').waitFor()
    await draft.scrollIntoViewIfNeeded()
    await shot(page, 'admin-375-draft-delivered', false)
  })

  it('turns e-mailing off for a completed order, and says why when the button is tapped', async () => {
    // The delivery e-mails complete the order; the list follows its status by itself
    await orderCard(approved.order_number).getByText('הושלם').waitFor({ timeout: 30_000 })
    const button = sendEmail(approved.order_number)
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true')
    await tapDisabled(button)
    const reason = page.getByRole('tooltip')
    await reason.getByText('לא ניתן לשלוח מייל להזמנה שהושלמה').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await shot(page, 'admin-375-email-completed', false)
  })

  it('shows every column of the order’s e-mail log within the phone’s screen', async () => {
    const open = await openOrder(approved.order_number)
    const log = open.getByRole('region', { name: 'מיילים להזמנה' })
    await log.getByText('מפה מוכנה').waitFor({ timeout: 30_000 })
    // Every column's words, each drawn whole inside the panel: none past an edge to scroll to
    await log.scrollIntoViewIfNeeded()
    const cut = await page.evaluate<string[]>(`(() => {
      const panel = [...document.querySelectorAll('section')].find(
        (section) => section.querySelector('h3')?.textContent === 'מיילים להזמנה')
      const edge = panel.getBoundingClientRect()
      const cut = []
      for (const element of panel.querySelectorAll('*')) {
        const own = [...element.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())
        const rect = element.getBoundingClientRect()
        if (!own || rect.width === 0) continue
        if (rect.left < edge.left - 1 || rect.right > edge.right + 1) cut.push(element.textContent.trim())
      }
      return cut
    })()`)
    expect(cut).toEqual([])
    const ready = log.getByRole('listitem').filter({ hasText: 'מפה מוכנה' })
    for (const label of ['נושא', 'נמען', 'ניסיונות', 'נשלח']) {
      await ready.getByText(label, { exact: true }).first().waitFor()
    }
    await ready.getByText(customer.email).waitFor()
    const box = (await ready.getByText(customer.email).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(narrowPhone.width)
    await shot(page, 'admin-375-email-log', false)
  })

  it('offers no upload for a cancelled, refunded order', async () => {
    const open = await openOrder(cancelled.order_number)
    await open.getByRole('region', { name: 'ביטול והחזר' }).waitFor()
    await open.getByRole('article', { name: 'אורי אלון' }).waitFor()
    expect(await open.getByText('ניתן להעלות את המפה לאחר התשלום').count()).toBe(0)
    expect(await open.getByRole('button', { name: 'העלאת המפה' }).count()).toBe(0)
    await open.getByRole('article', { name: 'אורי אלון' }).scrollIntoViewIfNeeded()
    await shot(page, 'admin-375-cancelled', false)
  })

  it('shows the discount as the customer sees it, its minus before the number', async () => {
    const open = await openOrder(discounted.order_number)
    const summary = open.getByRole('region', { name: 'סיכום ההזמנה' })
    await summary.getByText(/72\.00/).waitFor()
    expect(await minusSide('72.00')).toBe('left')
    await summary.scrollIntoViewIfNeeded()
    await shot(page, 'admin-375-discount', false)
  })

  it('waits for a file without calling its absence an error', async () => {
    const open = await openOrder(discounted.order_number)
    const report = open.getByRole('article', { name: 'נגה אלון' })
    const upload = report.getByRole('button', { name: 'העלאת המפה' })
    await upload.waitFor()
    expect(await report.getByText('אנא בחר קובץ להעלאה').count()).toBe(0)
    await report.getByText('לא נבחר קובץ').waitFor()
    expect(await upload.isDisabled()).toBe(true)
    await report.getByText('לא נבחר קובץ').scrollIntoViewIfNeeded()
    await shot(page, 'admin-375-upload-waiting', false)
  })

  it('says an erased customer can no longer be written to', async () => {
    await orderCard(erased.order_number).waitFor()
    await tapDisabled(sendEmail(erased.order_number))
    await page
      .getByRole('tooltip')
      .getByText('הלקוח מחק את החשבון, ופרטי הקשר שלו נמחקו: אין לאן לשלוח מייל')
      .waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await shot(page, 'admin-375-email-erased', false)
  })

  it('claims no verified address for an erased account', async () => {
    // Whatever the tests before left open
    await page.reload()
    await page.getByRole('tab', { name: 'משתמשים' }).click()
    const users = page.getByRole('list', { name: 'רשימת המשתמשים' })
    const gone = users.getByRole('listitem').filter({ hasText: 'נמחק' })
    await gone.waitFor()
    expect(await gone.getByText(/^אימייל (לא )?מאומת$/).count()).toBe(0)
    const present = users.getByRole('listitem').filter({ hasText: customer.email })
    await present.getByText('אימייל מאומת', { exact: true }).waitFor()
    await gone.scrollIntoViewIfNeeded()
    await shot(page, 'admin-375-users', false)
    await context.close()
  })
})
