import { createServer, type Server } from 'node:http'
import type { Browser, Page } from 'playwright-core'
import { startShop, type RunningShop } from '@shop/integration/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, recordPolicyViolations } from './browser.ts'

const siteId = '5f1c2a9e-analytics-site'

/**
 * Stands in for a self-hosted Umami on an origin of its own: its script posts each page view back
 * to where it was loaded from, as Umami's does, so the Content-Security-Policy is tried on both.
 */
const trackerScript = `(() => {
  const script = document.currentScript
  fetch(new URL('/api/send', script.src), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ website: script.dataset.websiteId, url: location.pathname }),
  })
})()`

const pageViews: { website: string; url: string }[] = []
let tracker: Server
let trackerOrigin: string
let shop: RunningShop
let browser: Browser
let page: Page
let violations: string[]

beforeAll(async () => {
  tracker = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    if (request.url === '/script.js') {
      response.setHeader('content-type', 'text/javascript')
      response.end(trackerScript)
      return
    }
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/api/send')
        pageViews.push(JSON.parse(body) as (typeof pageViews)[number])
      response.end()
    })
  })
  await new Promise<void>((listening) => tracker.listen(0, '127.0.0.1', listening))
  trackerOrigin = `http://127.0.0.1:${(tracker.address() as { port: number }).port}`

  shop = await startShop('analytics', {
    ANALYTICS_SCRIPT_URL: `${trackerOrigin}/script.js`,
    ANALYTICS_SITE_ID: siteId,
  })
  browser = await launchBrowser()
  const opened = await openPage(browser)
  page = opened.page
  violations = await recordPolicyViolations(opened.context, page)
})
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
  await new Promise((closed) => tracker?.close(closed))
})

describe('the analytics script', () => {
  it.each([
    ['the home page', '/'],
    ['a prerendered page', '/terms'],
    ['a page drawn in the browser', '/login'],
  ])('counts a view of %s without a policy violation', async (_name, path) => {
    const response = await page.goto(`${shop.url}${path}`)
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toContain(`script-src 'self' ${trackerOrigin};`)
    expect(csp).toContain(`connect-src 'self' ${trackerOrigin};`)
    expect(await page.locator(`head script[data-website-id="${siteId}"]`).count()).toBe(1)
    await expect.poll(() => pageViews.some((view) => view.url === path)).toBe(true)
    expect(pageViews.find((view) => view.url === path)?.website).toBe(siteId)
    expect(violations).toEqual([])
  })
})
