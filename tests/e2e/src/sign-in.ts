import type { Page } from 'playwright-core'

/**
 * The customer's sign-in, typed into the sign-in page the browser is on: the e-mail, then the
 * "has an account" tab (a browser new to the address opens on the new-account one), then the
 * password. Where the page goes next is the caller's to wait for.
 */
export async function signInOnPage(page: Page, who: { email: string; password: string }) {
  await page.getByRole('textbox', { name: 'אימייל' }).fill(who.email)
  await page.getByRole('button', { name: 'המשך' }).click()
  await page.getByRole('tab', { name: 'יש לי חשבון' }).click()
  await page.getByLabel(/^סיסמה/).fill(who.password)
  await page.getByRole('button', { name: 'התחברות', exact: true }).click()
}

/** The manager's sign-in on the shop's admin sign-in page, done once the dashboard opens. */
export async function signInAdminOnPage(
  page: Page,
  shopUrl: string,
  who: { email: string; password: string },
) {
  await page.goto(`${shopUrl}/admin-login`)
  await page.getByRole('textbox', { name: 'אימייל' }).fill(who.email)
  await page.getByLabel(/^סיסמה/).fill(who.password)
  await page.getByRole('button', { name: 'כניסה' }).click()
  await page.waitForURL(`${shopUrl}/admin`)
}
