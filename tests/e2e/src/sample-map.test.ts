import { mapMessages, siteMessages, type SampleMapPages } from '@shop/domain'
import { startShop, startTestWorker, type RunningShop } from '@shop/integration/testing'
import { startSmtpCatcher, type SmtpCatcher } from '@shop/mail/testing'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desktopViewport, launchBrowser, openPage, shot } from './browser.ts'

const m = mapMessages.sample
const phone = { width: 375, height: 812 }

let shop: RunningShop
let smtp: SmtpCatcher
let worker: ReturnType<typeof startTestWorker>
let browser: Browser
let pages: number

beforeAll(async () => {
  shop = await startShop('sample_map_page')
  smtp = await startSmtpCatcher()
  worker = startTestWorker(shop, smtp, { maps: true, sampleMap: true })
  browser = await launchBrowser()
  const deadline = Date.now() + 120_000
  for (;;) {
    const response = await fetch(`${shop.url}/api/sample-map`)
    if (response.ok) {
      pages = ((await response.json()) as { data: SampleMapPages }).data.pages
      break
    }
    if (Date.now() > deadline) throw new Error('the worker did not make the sample map')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}, 180_000)
afterAll(async () => {
  await browser?.close()
  await worker?.stop()
  await smtp?.close()
  await shop?.stop()
})

describe('the sample map page', () => {
  it.each([
    ['phone', phone],
    ['desktop', desktopViewport],
  ])('shows every page of the sample and links its PDF at %s width', async (name, viewport) => {
    const { context, page } = await openPage(browser, viewport)
    try {
      await page.goto(`${shop.url}/`)
      await page.getByRole('link', { name: siteMessages.sampleMapLink }).click()
      await page.waitForURL(`${shop.url}/sample-map`)
      const images = page.getByRole('img', { name: /^המפה לדוגמה, עמוד/ })
      await expect.poll(() => images.count(), { timeout: 10_000 }).toBe(pages)
      for (let index = 0; index < pages; index++) {
        const image = images.nth(index)
        expect(await image.getAttribute('alt')).toBe(m.pageAlt(index + 1, pages))
        await image.scrollIntoViewIfNeeded()
        await expect
          .poll(() => image.evaluate((element: { naturalWidth: number }) => element.naturalWidth), {
            timeout: 10_000,
          })
          .toBeGreaterThan(0)
        // Drawn at the page's width, upright, inside the screen
        const box = (await image.boundingBox())!
        expect(box.height / box.width).toBeCloseTo(297 / 210, 1)
        expect(box.width).toBeLessThanOrEqual(viewport.width)
      }
      const width = await page.evaluate<number>('document.documentElement.scrollWidth')
      expect(width).toBeLessThanOrEqual(viewport.width)

      const href = await page.getByRole('link', { name: m.download }).getAttribute('href')
      const pdf = await page.request.get(new URL(href!, shop.url).href)
      expect(pdf.status()).toBe(200)
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
      await page.evaluate('window.scrollTo(0, 0)')
      await shot(page, `sample-map-${name}`, false)
      await shot(page, `sample-map-${name}-full`)

      await page.getByRole('link', { name: m.order }).click()
      await page.waitForURL(`${shop.url}/report-form`)
    } finally {
      await context.close()
    }
  })
})
