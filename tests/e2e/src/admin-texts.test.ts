import { numerologyInterpretations } from '@shop/domain'
import type { Browser, Page } from 'playwright-core'
import { startShop, type RunningShop } from '@shop/integration/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desktopViewport, launchBrowser, openPage, shot, toast } from './browser.ts'
import { signInAdminOnPage } from './sign-in.ts'
import { managerToken } from './manager-api.ts'

const admin = { email: 'admin@shop.test', password: 'admin-password-1' }
const maturity = numerologyInterpretations.maturity
const editedHeading = 'בגרות של סקרנות'
// The narrowest phone the shop is laid out for.
const narrowPhone = { width: 375, height: 812 }

let shop: RunningShop
let browser: Browser

beforeAll(async () => {
  shop = await startShop('admin-texts', {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  })
  browser = await launchBrowser()
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

async function openTexts(page: Page) {
  await signInAdminOnPage(page, shop.url, admin)
  // The summary loads above the tabs and moves them: clicking waits until it is in place.
  await page.getByRole('region', { name: 'סיכום פעילות' }).getByText('לקוחות רשומים').waitFor()
  await page.getByRole('tab', { name: 'תכנים' }).click()
}

const aspectSelect = (page: Page) => page.getByRole('combobox', { name: 'היבט במפה' })

describe('the texts tab', () => {
  it('lists every written aspect by its title, the new maturity number among them', async () => {
    const { context, page } = await openPage(browser, desktopViewport)
    await openTexts(page)
    // The tab mounts when opened and then loads its texts: the list is complete once they came
    await expect
      .poll(() => aspectSelect(page).locator('option').allTextContents())
      .toEqual(Object.values(numerologyInterpretations).map(({ title }) => title))
    await aspectSelect(page).selectOption({ label: maturity.title })
    await page.getByRole('textbox', { name: 'כותרת' }).first().waitFor()
    expect(await page.getByRole('textbox', { name: 'כותרת' }).count()).toBe(12)
    expect(await page.getByRole('textbox', { name: 'כותרת' }).first().inputValue()).toBe(
      maturity.numbers[1].heading,
    )
    await shot(page, 'admin-texts-maturity-desktop', false)
    await context.close()
  })

  it('saves a manager’s edit of a maturity text on a phone', async () => {
    const { context, page } = await openPage(browser, narrowPhone)
    await openTexts(page)
    await aspectSelect(page).selectOption({ label: maturity.title })
    const heading = page.getByRole('textbox', { name: 'כותרת' }).nth(6)
    expect(await heading.inputValue()).toBe(maturity.numbers[7].heading)
    await heading.fill(editedHeading)
    await page.getByRole('button', { name: 'שמירה' }).nth(6).click()
    await toast(page, 'הטקסט נשמר').waitFor()
    await shot(page, 'admin-texts-maturity-phone', false)
    const answer = await shop.api<{
      aspects: { aspect: string; texts: { number: number; heading: string }[] }[]
    }>('GET', '/api/admin/map-texts', undefined, await adminToken())
    const stored = answer.aspects.find(({ aspect }) => aspect === 'maturity')?.texts
    expect(stored?.find(({ number }) => number === 7)?.heading).toBe(editedHeading)
    await context.close()
  })
})

async function adminToken(): Promise<string> {
  return managerToken(shop, admin)
}
