/**
 * `npm run lighthouse`: Lighthouse's mobile audit (simulated slow 4G, 4x CPU) of the home, login,
 * contact and order pages, the last signed in, printed as a table. A measurement, not a test:
 * the figures depend on the machine. Runs against LIGHTHOUSE_URL, or starts a shop (test
 * database, built web app from `npm run build`) on a free port. LIGHTHOUSE_REPORTS names a folder
 * that receives each page's full JSON report, for finding what holds a figure back.
 */
import * as chromeLauncher from 'chrome-launcher'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { chromiumArgs } from '@shop/worker/testing'
import { startShop, type RunningShop } from '@shop/integration/testing'

const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/login', '/contact', '/order']
const signedIn = new Set(['/order'])
const reportsDir = process.env.LIGHTHOUSE_REPORTS
const chromeFlags = ['--headless=new', ...chromiumArgs]

const shop: RunningShop | undefined = process.env.LIGHTHOUSE_URL
  ? undefined
  : await startShop('lighthouse')
const base = process.env.LIGHTHOUSE_URL ?? shop!.url
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags,
})

/** Signs up a customer and leaves the refresh token where the shop looks for it. */
async function signIn(): Promise<void> {
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `lighthouse-${Date.now()}@example.co.il`,
      password: 'lighthouse-password-1',
    }),
  })
  if (!response.ok) throw new Error(`signup answered ${response.status}`)
  const { data } = (await response.json()) as { data: { refreshJwt: string } }
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  const page = await browser.newPage()
  await page.goto(`${base}/robots.txt`)
  await page.evaluate((token) => localStorage.setItem('refreshToken', token), data.refreshJwt)
  await page.close()
  await browser.disconnect()
}

const rows: string[][] = []
try {
  for (const path of pages) {
    if (signedIn.has(path)) await signIn()
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // Keeps the signed-in customer's stored refresh token
      disableStorageReset: signedIn.has(path),
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
    if (reportsDir) {
      await mkdir(reportsDir, { recursive: true })
      const name = path === '/' ? 'home' : path.replace(/\W+/g, '-').replace(/^-|-$/g, '')
      await writeFile(join(reportsDir, `${name}.json`), JSON.stringify(result.lhr, null, 1))
    }
    const { categories, audits } = result.lhr
    const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100))
    rows.push([
      path,
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
    for (const audit of failing) console.warn(`  ${path}: ${audit.id} (${audit.title})`)
  }
} finally {
  chrome.kill()
  await shop?.stop()
}

const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT']
for (const row of [header, ...rows]) console.warn(row.map((cell) => cell.padEnd(9)).join(' '))
