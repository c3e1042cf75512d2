/**
 * The bare baselines: Hono on @hono/node-server in its own process like the API, answering a small
 * JSON GET (so the poll's ratio shows what the shop adds on top of the framework) and a sign-in
 * that checks the password with one scrypt hash at OWASP's minimum cost (what a sign-in cannot do
 * without).
 */
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const cost = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 }
const derive = (password: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, 32, cost, (error, key) => (error ? reject(error) : resolve(key))),
  )

const salt = randomBytes(16)
const stored = await derive(process.env.SIGN_IN_PASSWORD ?? '', salt)

const app = new Hono()
  .get('/json', (c) => c.json({ success: true, data: [] }))
  .post('/sign-in', async (c) => {
    const { password } = await c.req.json<{ password: string }>()
    const valid = timingSafeEqual(await derive(password, salt), stored)
    return c.json({ success: valid }, valid ? 200 : 401)
  })
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () =>
  process.stdout.write('listening\n'),
)
