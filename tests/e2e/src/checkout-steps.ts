import type { Page } from 'playwright-core'
import type { testCardFor } from './test-card.ts'
import { signInOnPage } from './sign-in.ts'

/**
 * The way through checkout a customer takes: signing in, one map on the order form, the cart,
 * the card. `shopUrl` is asked at each step, since the shop starts after the steps are made.
 */
export function checkoutSteps(shopUrl: () => string) {
  async function signIn(page: Page, who: { email: string; password: string }) {
    await page.goto(`${shopUrl()}/login`)
    await signInOnPage(page, who)
    await page.waitForURL(`${shopUrl()}/order`)
  }

  async function fillOneReport(page: Page, name = 'דנה כהן') {
    const report = page.getByRole('region', { name: 'מפה 1' })
    await report.getByRole('textbox', { name: 'שם מלא', exact: true }).fill(name)
    await report.getByRole('textbox', { name: 'תאריך לידה', exact: true }).fill('1990-05-17')
    await report.getByRole('textbox', { name: 'טלפון', exact: true }).fill('050-1234567')
  }

  const orderNumber = (page: Page) => page.getByText(/^הזמנה מספר \d+$/).textContent()

  /** From the order form through the cart into checkout; answers the order number shown. */
  async function checkoutFromForm(page: Page) {
    await page.getByRole('button', { name: 'המשך לסיכום ההזמנה' }).click()
    await page.waitForURL(`${shopUrl()}/cart`)
    return checkoutFromCart(page)
  }

  async function checkoutFromCart(page: Page) {
    await page.getByRole('link', { name: 'המשך לתשלום' }).click()
    await page.waitForURL(`${shopUrl()}/checkout`)
    return orderNumber(page)
  }

  /** The card's own fields; the billing details are left as checkout fills them. */
  async function fillCard(page: Page, card: ReturnType<typeof testCardFor>) {
    await page.getByRole('textbox', { name: 'מספר כרטיס', exact: true }).fill(card.cardNumber)
    await page.getByRole('textbox', { name: 'תוקף', exact: true }).fill(card.expiry)
    await page.getByRole('textbox', { name: 'CVV', exact: true }).fill(card.cvv)
    await page
      .getByRole('textbox', { name: 'תעודת זהות של בעל הכרטיס', exact: true })
      .fill(card.idNumber)
  }

  return { signIn, fillOneReport, orderNumber, checkoutFromForm, checkoutFromCart, fillCard }
}
