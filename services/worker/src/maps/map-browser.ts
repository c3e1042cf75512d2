import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import type { Logger } from 'pino'
import { withOutlineTitles } from './outline-titles.ts'
import { chromiumArgs } from './chromium-args.ts'

const renderTimeoutMs = 30_000
// Chromium's own caches grow over a long life; a fresh one now and then keeps the process small.
const defaultDraftsPerBrowser = 200

/** A document loaded once and printed as often as its typesetting needs. */
export interface LoadedDocument {
  /** The document as an A4 PDF, tagged, with bookmarks from its headings. */
  pdf(): Promise<Buffer>
  /**
   * The same layout for reading where things fell (its links' destinations), about a third
   * cheaper to print: neither tagged nor bookmarked.
   */
  proof(): Promise<Buffer>
  /** Writes texts into the elements the selector finds, in document order. */
  fill(selector: string, texts: readonly string[]): Promise<void>
}

export interface MapBrowser {
  /** Loads a self-contained HTML document and hands it to `typeset`, which prints it. */
  print<T>(html: string, typeset: (document: LoadedDocument) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** One launched Chromium and the pages printed on it. */
interface Generation {
  browser: Promise<Browser>
  /**
   * Shared by its pages: a map's page keeps no cookies or storage that another could read, so a
   * context of its own per draft would only add its start to every draft.
   */
  context: Promise<BrowserContext>
  printing: number
  printed: number
}

/**
 * One Chromium for every job of the process, launched on first use and again when it died; each
 * job gets its own page, closed after, so memory stays bounded by the number of jobs running at
 * once, and the browser itself is replaced between jobs after a few hundred. A crash rejects the
 * jobs in flight, which BullMQ retries.
 */
export function createMapBrowser(
  executablePath: string,
  logger: Logger,
  { draftsPerBrowser = defaultDraftsPerBrowser } = {},
): MapBrowser {
  let current: Generation | undefined

  function generation(): Generation {
    if (!current) {
      const browser = chromium.launch({ executablePath, args: chromiumArgs, headless: true })
      const launched: Generation = {
        browser,
        // No script runs in a printed document: a text that slipped through as HTML stays inert.
        context: browser.then((opened) =>
          opened.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' }),
        ),
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
    async print(html, typeset) {
      const used = generation()
      used.printing++
      try {
        return await load(await used.context, html, typeset)
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

async function load<T>(
  context: BrowserContext,
  html: string,
  typeset: (document: LoadedDocument) => Promise<T>,
): Promise<T> {
  const page = await context.newPage()
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
    return await typeset(loadedDocument(page))
  } finally {
    // Closed before the job ends, so nothing the document started can still be on its way.
    await page.close().catch(() => undefined)
  }
}

const a4 = { format: 'A4', printBackground: true, preferCSSPageSize: true } as const

function loadedDocument(page: Page): LoadedDocument {
  return {
    async pdf() {
      const headings = await page.locator('h1, h2, h3, h4, h5, h6').allTextContents()
      // Tagged, with bookmarks from the headings: a screen reader reads the document in order.
      const pdf = await page.pdf({ ...a4, tagged: true, outline: true })
      return withOutlineTitles(pdf, headings)
    },
    proof: () => page.pdf({ ...a4, tagged: false, outline: false }),
    async fill(selector, texts) {
      // The worker writes here, not the document: its own scripts stay off.
      const filled = await page
        .locator(selector)
        // Runs in the page, whose elements the worker's types do not describe.
        .evaluateAll((elements: { textContent: string | null }[], values) => {
          elements.forEach((element, index) => (element.textContent = values[index] ?? ''))
          return elements.length
        }, texts)
      if (filled !== texts.length) {
        throw new Error(`${selector} found ${filled} elements for ${texts.length} texts`)
      }
    },
  }
}
