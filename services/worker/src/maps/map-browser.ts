import { chromium, type Browser } from 'playwright-core'
import type { Logger } from 'pino'
import { chromiumArgs } from './chromium-args.ts'

const renderTimeoutMs = 30_000

export interface MapBrowser {
  /** Typesets a self-contained HTML document as an A4 PDF. */
  pdf(html: string): Promise<Buffer>
  close(): Promise<void>
}

/**
 * One Chromium for every job of the process, launched on first use and again when it died; each
 * job gets its own page (its own context), closed after, so memory stays bounded by the number of
 * jobs running at once. A crash rejects the jobs in flight, which BullMQ retries.
 */
export function createMapBrowser(executablePath: string, logger: Logger): MapBrowser {
  let launching: Promise<Browser> | undefined

  function browser(): Promise<Browser> {
    if (!launching) {
      const launch = chromium.launch({ executablePath, args: chromiumArgs, headless: true })
      launching = launch
      launch.then(
        (launched) =>
          launched.on('disconnected', () => {
            // A close() has already let go of it; anything else is a crash.
            if (launching !== launch) return
            launching = undefined
            logger.warn('map browser disconnected; the next draft relaunches it')
          }),
        () => {
          if (launching === launch) launching = undefined
        },
      )
    }
    return launching
  }

  return {
    async pdf(html) {
      const page = await (await browser()).newPage()
      try {
        // Everything the document needs is inline; nothing may be fetched.
        await page.route('**/*', (route) =>
          route.request().url().startsWith('data:') ? route.continue() : route.abort(),
        )
        await page.setContent(html, { waitUntil: 'load', timeout: renderTimeoutMs })
        await page.evaluate('document.fonts.ready.then(() => undefined)')
        return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true })
      } finally {
        await page.close().catch(() => undefined)
      }
    },
    async close() {
      const current = launching
      launching = undefined
      if (current) await (await current.catch(() => undefined))?.close()
    },
  }
}
