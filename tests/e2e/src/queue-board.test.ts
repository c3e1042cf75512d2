import type { Browser } from 'playwright-core'
import { startShop, type RunningShop } from '@shop/integration/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from './browser.ts'

const admin = { email: 'admin@shop.test', password: 'admin-password-1' }

let shop: RunningShop
let browser: Browser

beforeAll(async () => {
  shop = await startShop('queue_board', {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

describe('opening the queue board without a session', () => {
  it('signs the manager in and brings them back to the board', async () => {
    const { context, page } = await openPage(browser)
    await page.goto(`${shop.url}/admin/queues`)
    await page.waitForURL(`${shop.url}/admin-login?next=/admin/queues`)
    await page.getByRole('textbox', { name: 'אימייל' }).fill(admin.email)
    await page.getByLabel(/^סיסמה/).fill(admin.password)
    await page.getByRole('button', { name: 'כניסה' }).click()

    await page.waitForURL(`${shop.url}/admin/queues`)
    await page.getByText('Numerology shop queues').first().waitFor()
    const queues = await page.request.get(`${shop.url}/admin/queues/api/queues`)
    expect(queues.status()).toBe(200)

    // Signed in already: the login page sends the manager straight on to the board.
    await page.goto(`${shop.url}/admin-login?next=/admin/queues`)
    await page.waitForURL(`${shop.url}/admin/queues`)
    await context.close()
  }, 90_000)

  it('leaves the board calls of a signed-out browser with the 401 envelope', async () => {
    const { context, page } = await openPage(browser)
    const answer = await page.request.get(`${shop.url}/admin/queues/api/queues`, {
      headers: { accept: 'application/json, text/plain, */*' },
    })
    expect(answer.status()).toBe(401)
    expect((await answer.json()) as unknown).toMatchObject({ success: false })
    await context.close()
  })
})
