import { chromium, type Browser } from 'playwright-core'
import type { Logger } from 'pino'
import { withOutlineTitles } from './outline-titles.ts'
import { chromiumArgs } from './chromium-args.ts'

const renderTimeoutMs = 30_000
// Chromium's own caches grow over a long life; a fresh one now and then keeps the process small.
const defaultDraftsPerBrowser = 200

export interface MapBrowser {
  /** Typesets a self-contained HTML document as an A4 PDF. */
  pdf(html: string): Promise<Buffer>
  close(): Promise<void>
}

/**
 * One Chromium for every job of the process, launched on first use and again when it died; each
 * job gets its own page (its own context), closed after, so memory stays bounded by the number of
 * jobs running at once, and the browser itself is replaced between jobs after a few hundred. A
 * crash rejects the jobs in flight, which BullMQ retries.
 */
/** One launched Chromium and the pages printed on it. */
interface Generation {
  browser: Promise<Browser>
  printing: number
  printed: number
}

export function createMapBrowser(
  executablePath: string,
  logger: Logger,
  { draftsPerBrowser = defaultDraftsPerBrowser } = {},
): MapBrowser {
  let current: Generation | undefined

  function generation(): Generation {
    if (!current) {
      const launched: Generation = {
        browser: chromium.launch({ executablePath, args: chromiumArgs, headless: true }),
        printing: 0,
        printed: 0,
      }
      current = launched
      launched.browser.then(
        (browser) =>
          browser.on('disconnected', () => {
            // Retired or closed on purpose already; anything else is a crash.
            if (current !== launched) return
            current = undefined
            logger.warn('map browser disconnected; the next draft relaunches it')
          }),
        () => {
          if (current === launched) current = undefined
        },
      )
    }
    return current
  }

  const shut = async (retired: Generation) =>
    (await retired.browser.catch(() => undefined))?.close().catch(() => undefined)

  return {
    async pdf(html) {
      const used = generation()
      used.printing++
      try {
        return await print(await used.browser, html)
      } finally {
        used.printing--
        // New jobs go to a fresh browser; this one closes once its last page is printed.
        if (++used.printed >= draftsPerBrowser && current === used) current = undefined
        if (current !== used && used.printing === 0) await shut(used)
      }
    },
    async close() {
      const open = current
      current = undefined
      if (open) await shut(open)
    },
  }
}

/** Where the printed document seems to come from: never resolved, the page's route answers it. */
const documentUrl = 'https://print.invalid/'

/**
 * What a printed document may use: its own inline styles, fonts and images as data: URLs, nothing
 * else. Given as the document's header by the printer, so every document printed here (maps, and
 * invoices once they are printed) has it from its first byte; a <meta> would cover only what
 * follows it. With scripts off it stops what needs no script: images, CSS url(), prefetch links.
 */
export const printPolicy = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'font-src data:',
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

async function print(browser: Browser, html: string): Promise<Buffer> {
  // No script runs in a printed document: a text that slipped through as HTML stays inert.
  const page = await browser.newPage({ javaScriptEnabled: false, serviceWorkers: 'block' })
  try {
    // Everything the document needs is inline; nothing may be fetched. WebSockets and prefetches
    // pass by this filter, which is why scripts are off and the policy forbids the rest.
    await page.route('**/*', (route) => {
      const url = route.request().url()
      if (url === documentUrl) {
        return route.fulfill({
          contentType: 'text/html; charset=utf-8',
          headers: { 'Content-Security-Policy': printPolicy },
          body: html,
        })
      }
      return url.startsWith('data:') ? route.continue() : route.abort()
    })
    await page.goto(documentUrl, { waitUntil: 'load', timeout: renderTimeoutMs })
    await page.evaluate('document.fonts.ready.then(() => undefined)')
    const headings = await page.locator('h1, h2, h3, h4, h5, h6').allTextContents()
    // Tagged, with bookmarks from the headings: a screen reader reads the document in order.
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      tagged: true,
      outline: true,
    })
    return withOutlineTitles(pdf, headings)
  } finally {
    await page.close().catch(() => undefined)
  }
}
