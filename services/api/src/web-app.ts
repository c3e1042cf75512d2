import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Serves the built single-page app: files as they are (hashed assets cached for a year), and
 * index.html for every other path so the browser router can show the page or its own 404.
 */
export function mountWebApp(app: Hono, webDist: string) {
  const indexHtml = readFile(join(webDist, 'index.html'), 'utf8')
  app.use(
    '/assets/*',
    async (c, next) => {
      await next()
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable')
    },
    serveStatic({ root: webDist }),
  )
  app.use('*', serveStatic({ root: webDist }))
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.html(await indexHtml)
  })
}
