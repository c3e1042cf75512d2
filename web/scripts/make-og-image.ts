/**
 * Draws public/og-image.png, the 1200x630 picture link previews show, in Debian's Chromium with
 * the shop's own font and colours. Run again after changing the hero's wording:
 * `npx tsx web/scripts/make-og-image.ts`.
 */
import { he } from '@shop/domain'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { brandColors, goldColors } from '../src/theme/palette.ts'

const require = createRequire(import.meta.url)
const font = (weight: number) =>
  pathToFileURL(require.resolve(`@fontsource/heebo/files/heebo-hebrew-${weight}-normal.woff2`))
const { hero } = he.site.home
const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9]

const wheel = digits
  .map((digit, index) => {
    const angle = (index / digits.length) * 2 * Math.PI - Math.PI / 2
    const x = 50 + 44 * Math.cos(angle)
    const y = 50 + 44 * Math.sin(angle)
    const lucky = digit === 7 ? ' lucky' : ''
    return `<span class="digit${lucky}" style="left:${x}%;top:${y}%">${digit}</span>`
  })
  .join('')

const html = `<!doctype html>
<html lang="he" dir="rtl"><head><meta charset="utf-8"><style>
  @font-face { font-family: Heebo; font-weight: 400; src: url(${font(400).href}) format('woff2') }
  @font-face { font-family: Heebo; font-weight: 700; src: url(${font(700).href}) format('woff2') }
  * { margin: 0; box-sizing: border-box }
  body { width: 1200px; height: 630px; overflow: hidden; font-family: Heebo, sans-serif;
    color: white; display: flex; align-items: center; gap: 56px; padding: 0 80px;
    background: linear-gradient(135deg, ${brandColors[950]}, ${brandColors[900]} 55%, ${brandColors[700]}) }
  .text { flex: 1 }
  .eyebrow { display: inline-block; padding: 6px 20px; border-radius: 999px; font-size: 24px;
    background: rgba(255,255,255,.14); color: ${goldColors[200]} }
  h1 { margin-top: 28px; font-size: 68px; line-height: 1.1; font-weight: 700 }
  .shop { margin-top: 32px; font-size: 32px; color: ${goldColors[300]}; font-weight: 700 }
  .wheel { position: relative; width: 380px; height: 380px; border-radius: 50%; flex: none;
    border: 1px solid rgba(255,255,255,.3); background: rgba(255,255,255,.05);
    box-shadow: 0 0 120px rgba(236,197,99,.2) }
  .ring { position: absolute; inset: 48px; border-radius: 50%; border: 1px dashed rgba(236,197,99,.4) }
  .digit { position: absolute; width: 48px; height: 48px; margin: -24px 0 0 -24px; border-radius: 50%;
    display: grid; place-items: center; font-size: 24px; font-weight: 700;
    background: rgba(255,255,255,.1) }
  .lucky { background: ${goldColors[300]}; color: ${brandColors[950]} }
  .centre { position: absolute; inset: 0; display: grid; place-items: center; font-size: 120px;
    font-weight: 700; color: ${goldColors[300]} }
</style></head><body>
  <div class="text">
    <span class="eyebrow">${hero.eyebrow}</span>
    <h1>${hero.title}</h1>
    <p class="shop">${he.site.shopName}</p>
  </div>
  <div class="wheel"><div class="ring"></div>${wheel}<div class="centre">7</div></div>
</body></html>`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  await page.setContent(html)
  await page.evaluate(() => document.fonts.ready)
  const out = join(import.meta.dirname, '../public/og-image.png')
  await page.screenshot({ path: out, type: 'png' })
  process.stdout.write(`wrote ${out}\n`)
} finally {
  await browser.close()
}
