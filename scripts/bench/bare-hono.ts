/**
 * The bare baseline: Hono on @hono/node-server answering a small JSON GET, in its own process like
 * the API, so the poll's ratio shows what the shop adds on top of the framework.
 */
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const app = new Hono().get('/json', (c) => c.json({ success: true, data: [] }))
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () =>
  process.stdout.write('listening\n'),
)
