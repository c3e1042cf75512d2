import { serve, type ServerType } from '@hono/node-server'
import { createTestApp, type TestApp } from '@shop/api/testing'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import pino from 'pino'

export const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url))

export interface RunningShop extends TestApp {
  url: string
  logLines: Record<string, unknown>[]
  /** A JSON call over HTTP, as the web app makes it: answers the envelope's data, throws on failure. */
  api<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<T>
  stop(): Promise<void>
}

function jsonApi(url: string, label: string): RunningShop['api'] {
  let checkouts = 0
  return async <T>(method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        // One checkout visit per order created
        ...(method === 'POST' && path === '/api/orders'
          ? { 'idempotency-key': `${label}-checkout-${++checkouts}` }
          : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const envelope = (await response.json()) as { data: T }
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`)
    return envelope.data
  }
}

/** The API serving the built web app on a free port, with its log lines kept for assertions. */
export async function startShop(
  label: string,
  env: Record<string, string> = {},
): Promise<RunningShop> {
  if (!existsSync(`${webDist}/index.html`)) {
    throw new Error('web/dist is missing: run `npm run build` first (npm test does)')
  }
  const logLines: Record<string, unknown>[] = []
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
  )
  // Every browser test calls from 127.0.0.1, so the per-address limits are raised here.
  const shop = await createTestApp(label, {
    webDist,
    logger,
    env: { RATE_LIMIT_PER_MINUTE: '1000', ...env },
  })
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    )
  })
  const { port } = server.address() as { port: number }
  const url = `http://127.0.0.1:${port}`
  return {
    ...shop,
    url,
    logLines,
    api: jsonApi(url, label),
    async stop() {
      await new Promise((resolve) => server.close(resolve))
      await shop.close()
    },
  }
}
