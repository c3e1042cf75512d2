import { verificationToken, type TestApp } from '@shop/api/testing'
import type { Page } from 'playwright-core'

/**
 * After the sign-up form: the page asks to check the mailbox, and the e-mailed link (read from the
 * shop's database, as the worker renders it) signs in; the customer goes on to the order form.
 */
export async function completeSignUp(shop: TestApp & { url: string }, page: Page, email: string) {
  await page.getByRole('heading', { name: 'בדקו את תיבת הדואר' }).waitFor()
  await page.getByText(`שלחנו מייל לכתובת ${email}`).waitFor()
  await page.goto(`${shop.url}/verify-email?token=${await verificationToken(shop, email)}`)
  await page.getByText('כתובת האימייל אומתה. תודה!').waitFor()
  await page.getByRole('link', { name: 'להזמנת מפה' }).click()
  await page.waitForURL(`${shop.url}/order`)
}
