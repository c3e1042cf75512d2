/**
 * `npm run lighthouse`: Lighthouse's mobile audit (simulated slow 4G, 4x CPU) of the home, login,
 * contact and order pages, the last signed in, printed as a table. A measurement, not a test:
 * the figures depend on the machine, so the same run also measures two baseline pages (see
 * scripts/lighthouse-baselines.ts; LIGHTHOUSE_BASELINES=0 leaves them out). Runs against
 * LIGHTHOUSE_URL, or starts a shop (test database, built web app from `npm run build`) on a free
 * port (against LIGHTHOUSE_URL, the order page is measured signed in as LIGHTHOUSE_EMAIL with
 * LIGHTHOUSE_PASSWORD). LIGHTHOUSE_REPORTS names a folder that receives each page's full JSON report, for finding
 * what holds a figure back.
 */
import * as chromeLauncher from 'chrome-launcher'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { chromiumArgs } from '@shop/worker/testing'
import { signUpVerified } from '@shop/api/testing'
import { startShop, type RunningShop } from '@shop/integration/testing'
import { startBaselines } from './lighthouse-baselines.ts'

const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/login', '/contact', '/order']
const signedInPages = new Set(['/order'])
const reportsDir = process.env.LIGHTHOUSE_REPORTS
const chromeFlags = ['--headless=new', ...chromiumArgs]

const shop: RunningShop | undefined = process.env.LIGHTHOUSE_URL
  ? undefined
  : await startShop('lighthouse')
const base = process.env.LIGHTHOUSE_URL ?? shop!.url
const baselines = process.env.LIGHTHOUSE_BASELINES === '0' ? undefined : await startBaselines()
const targets = [
  ...pages.map((path) => ({
    label: path,
    url: `${base}${path}`,
    signedIn: signedInPages.has(path),
  })),
  ...(baselines?.pages.map((page) => ({ ...page, signedIn: false })) ?? []),
]
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags,
})

/**
 * A customer's refresh token: a new customer's, signed in by the e-mailed link, on the shop this
 * script started; on LIGHTHOUSE_URL's, whose mailbox it cannot read, the account of
 * LIGHTHOUSE_EMAIL and LIGHTHOUSE_PASSWORD.
 */
async function customerRefreshToken(): Promise<string> {
  if (shop) {
    const email = `lighthouse-${Date.now()}@example.co.il`
    return (await signUpVerified(shop, { email, password: 'lighthouse-password-1' })).refreshJwt
  }
  const { LIGHTHOUSE_EMAIL: email, LIGHTHOUSE_PASSWORD: password } = process.env
  if (!email || !password) throw new Error('set LIGHTHOUSE_EMAIL and LIGHTHOUSE_PASSWORD')
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login answered ${response.status}`)
  return ((await response.json()) as { data: { refreshJwt: string } }).data.refreshJwt
}

/** Signs a customer in and leaves the refresh token where the shop looks for it. */
async function signIn(): Promise<void> {
  const refreshJwt = await customerRefreshToken()
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  const page = await browser.newPage()
  await page.goto(`${base}/robots.txt`)
  await page.evaluate((token) => localStorage.setItem('refreshToken', token), refreshJwt)
  await page.close()
  await browser.disconnect()
}

/**
 * Lighthouse's audit of one page. Now and then the browser's trace misses the navigation
 * (NO_NAVSTART, NO_FCP) and every score reads 0: such a page is measured once more.
 */
async function audit(label: string, url: string, signedIn: boolean) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // Keeps the signed-in customer's stored refresh token
      disableStorageReset: signedIn,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${label}`)
    const error = result.lhr.runtimeError
    if (!error || attempt === 2) return result
    console.warn(`  ${label}: ${error.code}, measured again`)
  }
}

const rows: string[][] = []
try {
  for (const { label, url, signedIn } of targets) {
    if (signedIn) await signIn()
    const result = await audit(label, url, signedIn)
    if (reportsDir) {
      await mkdir(reportsDir, { recursive: true })
      const name = label === '/' ? 'home' : label.replace(/\W+/g, '-').replace(/^-|-$/g, '')
      await writeFile(join(reportsDir, `${name}.json`), JSON.stringify(result.lhr, null, 1))
    }
    const { categories, audits, runtimeError } = result.lhr
    const score = (id: string) =>
      runtimeError ? runtimeError.code : String(Math.round((categories[id]?.score ?? 0) * 100))
    rows.push([
      label,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      audits['largest-contentful-paint']?.displayValue ?? '',
      audits['cumulative-layout-shift']?.displayValue ?? '',
      audits['total-blocking-time']?.displayValue ?? '',
    ])
    const failing = Object.values(audits).filter(
      (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
    )
    for (const audit of failing) console.warn(`  ${label}: ${audit.id} (${audit.title})`)
  }
} finally {
  chrome.kill()
  await baselines?.stop()
  await shop?.stop()
}

const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT']
const firstWidth = Math.max(...rows.map(([label]) => label!.length), 9)
for (const [label, ...cells] of [header, ...rows]) {
  console.warn([label!.padEnd(firstWidth), ...cells.map((cell) => cell.padEnd(9))].join(' '))
}
