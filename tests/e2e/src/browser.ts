import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type ViewportSize,
} from 'playwright-core'
import { chromiumArgs } from '@shop/worker/testing'

/** Debian's Chromium, headless, with nothing that would reach beyond this machine. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
  })
}

export const desktopViewport: ViewportSize = { width: 1280, height: 900 }
export const phoneViewport: ViewportSize = { width: 390, height: 844 }

/** A Hebrew browser context of the given size that waits up to 10 seconds, and its first page. */
export async function openPage(
  browser: Browser,
  viewport = desktopViewport,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ locale: 'he-IL', viewport, ...options })
  context.setDefaultTimeout(10_000)
  return { context, page: await context.newPage() }
}

// Animations finished, so drawers and dialogs are pictured where they come to rest
export const shot = (on: Page, name: string, fullPage = true) =>
  on.screenshot({ path: `test-results/${name}.png`, fullPage, animations: 'disabled' })

/** A toast's title or description, by its exact text. */
export const toast = (on: Page, text: string) => on.getByText(text, { exact: true }).first()

/**
 * Collects every Content-Security-Policy violation of the context's pages into the list it
 * answers, from both channels: the console message Chromium prints and the event a page receives.
 */
export async function recordPolicyViolations(context: BrowserContext, page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text())
  })
  await context.exposeBinding('reportViolation', (_source, text: string) => violations.push(text))
  await context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) =>
      reportViolation(event.violatedDirective + ' blocked ' + event.blockedURI))`,
  })
  return violations
}
