import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono } from 'hono'
import { pickEncoding, type EncodedBody } from './web/encoded-body.ts'
import type { LiveSettings } from './web/live-page.ts'
import { routeMatcher } from './web/route-patterns.ts'
import { loadSiteDocuments } from './web/site-documents.ts'

export interface WebAppOptions {
  webDist: string
  /** The shop's public address, for canonical links, link previews and the sitemap. */
  publicUrl: string
  /** Settings the prerendered pages show, by the names of their placeholders. */
  settings: Record<string, string>
  /** Settings the prerendered pages show as they are when each page is sent (the price). */
  liveSettings: LiveSettings
  /** The analytics script tag every page loads, when analytics is configured. */
  analyticsTag?: string
}

const immutable = 'public, max-age=31536000, immutable'
const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/

/**
 * Serves the built web app: files in the smallest encoding the browser accepts (hashed assets
 * cached for a year), prerendered pages as they were built (with the live settings put in), the
 * site's frame and a loader for the pages the app draws in the browser, and the prerendered 404
 * page with status 404 for any other path.
 */
export function mountWebApp(
  app: Hono,
  { webDist, publicUrl, settings, liveSettings, analyticsTag }: WebAppOptions,
) {
  const documents = loadSiteDocuments(webDist, publicUrl, settings, liveSettings, analyticsTag)
  const isAppPage = routeMatcher(documents.patterns)
  const files = serveStatic({ root: webDist, precompressed: true })

  app.get('/robots.txt', (c) => send(c, documents.robots, 200, 'public, max-age=3600'))
  app.get('/sitemap.xml', (c) => send(c, documents.sitemap, 200, 'public, max-age=3600'))
  app.use(
    '*',
    async (c, next) => {
      await next()
      if (!isFile(c.req.path) || !c.res.ok) return
      const type = c.res.headers.get('content-type') ?? ''
      if (compressible.test(type)) c.res.headers.set('Vary', 'Accept-Encoding')
      c.header(
        'Cache-Control',
        c.req.path.startsWith('/assets/') ? immutable : 'public, max-age=86400',
      )
    },
    (c, next) => (isFile(c.req.path) ? files(c, next) : next()),
  )
  app.get('*', async (c) => {
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path
    const page = documents.pages.get(path)
    if (page) return send(c, await page(), 200)
    if (isAppPage(path)) return send(c, await documents.shell(), 200)
    return send(c, await documents.notFound(), 404)
  })
}

// Pages are served by route; the HTML files and the build's route table are not files to fetch
function isFile(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html') && !path.startsWith('/pages/')
}

function send(c: Context, body: EncodedBody, status: 200 | 404, cacheControl = 'no-cache') {
  c.header('Vary', 'Accept-Encoding')
  c.header('Cache-Control', cacheControl)
  c.header('ETag', body.etag)
  if (status === 200 && c.req.header('if-none-match') === body.etag) return c.body(null, 304)
  const encoding = pickEncoding(c.req.header('accept-encoding'))
  c.header('Content-Type', body.type)
  if (encoding !== 'identity') c.header('Content-Encoding', encoding)
  return c.body(new Uint8Array(body[encoding]), status)
}
