import { Hono } from 'hono'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { analyticsScriptTag } from './web/analytics-script.ts'
import { mountWebApp } from './web-app.ts'

const publicUrl = 'https://shop.example.co.il'
const settings = { coordinator: 'רונית "רוני" כהן & בנה', coordinator_email: 'a11y@shop.co.il' }
const page = (text: string) =>
  `<!doctype html><html lang="he" dir="rtl"><head><link rel="canonical" href="__SHOP_PUBLIC_ORIGIN__/privacy"></head><body>${text}</body></html>`
let app: Hono
let dist: string
let price = '180'
const liveSettings = { keys: ['map_price'], read: () => Promise.resolve({ map_price: price }) }

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'shop-web-'))
  await mkdir(join(dist, 'assets'))
  await mkdir(join(dist, 'pages'))
  const script = 'console.log("app")'
  await writeFile(join(dist, 'assets', 'app-1234.js'), script)
  await writeFile(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(script))
  await writeFile(join(dist, 'assets', 'app-1234.js.gz'), gzipSync(script))
  await writeFile(join(dist, 'index.html'), page('shell'))
  await writeFile(
    join(dist, 'pages', 'home.html'),
    page('home <p>__SHOP_SETTING_map_price__ למפה</p>'),
  )
  await writeFile(join(dist, 'pages', 'privacy.html'), page('privacy'))
  await writeFile(
    join(dist, 'pages', 'accessibility.html'),
    page('<a href="mailto:__SHOP_SETTING_coordinator_email__">__SHOP_SETTING_coordinator__</a>'),
  )
  await writeFile(join(dist, 'pages', 'order.html'), page('order form'))
  await writeFile(join(dist, 'pages', 'not-found.html'), page('not found'))
  await writeFile(
    join(dist, 'pages', 'site.json'),
    JSON.stringify({
      patterns: ['/', '/privacy', '/order', '/my-orders', '/payments/:orderId/invoice'],
      pages: [
        { path: '/', file: 'home.html', listed: true },
        { path: '/privacy', file: 'privacy.html', listed: true },
        { path: '/accessibility', file: 'accessibility.html', listed: true },
        { path: '/order', file: 'order.html', listed: false },
      ],
      notFound: 'not-found.html',
    }),
  )
  app = new Hono()
  mountWebApp(app, { webDist: dist, publicUrl, settings, liveSettings })
})

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

describe('the web app', () => {
  it('serves prerendered pages with the public address put in, never cached unchecked', async () => {
    const response = await get('/privacy')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('privacy')
    expect(html).toContain(`href="${publicUrl}/privacy"`)
  })

  it('puts the shop’s settings into prerendered pages, escaped', async () => {
    const html = await (await get('/accessibility')).text()
    expect(html).toContain(
      '<a href="mailto:a11y@shop.co.il">רונית &quot;רוני&quot; כהן &amp; בנה</a>',
    )
  })

  it('puts a setting a manager changes into a page as it is sent', async () => {
    expect(await (await get('/')).text()).toContain('<p>180 למפה</p>')
    price = '<200>'
    const changed = await get('/', 'br')
    const html = brotliDecompressSync(Buffer.from(await changed.arrayBuffer())).toString()
    expect(html).toContain('<p>&lt;200&gt; למפה</p>')
    price = '180'
    expect((await get('/')).headers.get('etag')).not.toBe(changed.headers.get('etag'))
  })

  it('serves the app shell for pages drawn in the browser, params included', async () => {
    for (const path of ['/my-orders', '/payments/42/invoice', '/my-orders/']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(await response.text()).toContain('shell')
    }
  })

  it('answers 404 with the prerendered 404 page for unknown paths', async () => {
    for (const path of ['/some/unknown/page', '/payments/42', '/assets/missing-1.js']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(await response.text()).toContain('not found')
    }
  })

  it('sends pages in brotli or gzip as the browser accepts, and says it varies by that', async () => {
    const br = await get('/', 'gzip, deflate, br, zstd')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('home')

    const gzip = await get('/', 'gzip;q=1.0, br;q=0')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('home')

    const plain = await get('/')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('answers 304 to a page the browser already has', async () => {
    const first = await get('/')
    const again = await app.request('/', {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(304)
  })

  it('serves hashed assets precompressed, with a year-long immutable cache lifetime', async () => {
    const response = await get('/assets/app-1234.js', 'gzip, br')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    const body = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()
    expect(body).toBe('console.log("app")')
  })

  it('does not hand out the build files behind the pages', async () => {
    expect((await get('/pages/site.json')).status).toBe(404)
    expect((await get('/pages/home.html')).status).toBe(404)
  })

  it('answers robots.txt and a sitemap of the prerendered pages at the public address', async () => {
    const robots = await get('/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await robots.text()
    expect(text).toContain('User-agent: *')
    expect(text).toContain(`Sitemap: ${publicUrl}/sitemap.xml`)

    const sitemap = await get('/sitemap.xml')
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await sitemap.text()
    expect(xml).toContain(`<loc>${publicUrl}/</loc>`)
    expect(xml).toContain(`<loc>${publicUrl}/privacy</loc>`)
    expect(xml).not.toContain('my-orders')
    // Prerendered, but behind sign-in
    expect(xml).not.toContain('/order')
    expect(await (await get('/order')).text()).toContain('order form')
  })
})

describe('the analytics script', () => {
  const pages = ['/', '/privacy', '/my-orders', '/no-such-page']

  it('is on no page when analytics is not configured', async () => {
    for (const path of pages) expect(await (await get(path)).text(), path).not.toContain('<script')
  })

  it('is in the head of every page, prerendered, drawn in the browser or not found', async () => {
    const withAnalytics = new Hono()
    const analyticsTag = analyticsScriptTag({
      ANALYTICS_PROVIDER: 'umami',
      ANALYTICS_SCRIPT_URL: 'https://stats.example.co.il/script.js',
      ANALYTICS_SITE_ID: 'a1b2"c3',
    })
    mountWebApp(withAnalytics, {
      webDist: dist,
      publicUrl,
      settings,
      liveSettings,
      analyticsTag,
    })
    for (const path of pages) {
      const html = await (await withAnalytics.request(path)).text()
      expect(html, path).toContain(
        '<script defer src="https://stats.example.co.il/script.js" data-website-id="a1b2&quot;c3"></script></head>',
      )
    }
  })

  it("names the site the way Plausible's script reads it", () => {
    const tag = analyticsScriptTag({
      ANALYTICS_PROVIDER: 'plausible',
      ANALYTICS_SCRIPT_URL: 'https://plausible.example.co.il/js/script.js',
      ANALYTICS_SITE_ID: 'shop.example.co.il',
    })
    expect(tag).toContain(' data-domain="shop.example.co.il"')
  })
})
