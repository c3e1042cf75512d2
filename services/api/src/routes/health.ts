import { whenReady } from '@shop/queue'
import { Hono } from 'hono'
import type { AppDeps } from '../context.ts'

const checkTimeoutMs = 2000

function withTimeout(promise: Promise<unknown>): Promise<unknown> {
  return Promise.race([
    promise,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), checkTimeoutMs).unref(),
    ),
  ])
}

/** Liveness and readiness in one: 200 when every dependency answers, else 503 naming those down. */
export function healthRoutes({ orm, redis, storage }: AppDeps) {
  const checks: Record<string, () => Promise<unknown>> = {
    database: () => orm.em.fork().execute('select 1'),
    redis: async () => {
      await whenReady(redis, checkTimeoutMs)
      return redis.ping()
    },
    storage: () => storage.ping(),
  }
  return new Hono().get('/', async (c) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check())
          return [name, 'ok'] as const
        } catch {
          return [name, 'down'] as const
        }
      }),
    )
    const down = results.filter(([, state]) => state === 'down').map(([name]) => name)
    const body = { status: down.length ? 'down' : 'ok', checks: Object.fromEntries(results), down }
    return c.json(body, down.length ? 503 : 200)
  })
}
