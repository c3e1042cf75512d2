import { whenReady } from '@shop/queue'
import { Hono } from 'hono'
import type { AppDeps } from '../context.ts'
import { readPipelineHealth } from '../ops/pipeline-health.ts'
import { checkTimeoutMs, withTimeout } from '../ops/with-timeout.ts'

/**
 * Liveness and readiness in one: 503 naming the dependencies that do not answer, else 200. It
 * also reports the event pipeline: the age of the oldest event whose consequences are not written
 * yet, and how many e-mails failed for good. A lag past OUTBOX_LAG_ALERT_SECONDS reads "degraded"
 * but stays 200: the API itself is fine, and taking it out of rotation would not help the workers.
 */
export function healthRoutes({ orm, redis, storage, env }: AppDeps) {
  const checks: Record<string, () => Promise<unknown>> = {
    database: () => orm.em.fork().execute('select 1'),
    redis: async () => {
      await whenReady(redis, checkTimeoutMs)
      return redis.ping()
    },
    storage: () => storage.ping(),
  }
  const pipeline = async () => {
    const { outboxLagSeconds, unhandledEvents, emails } = await readPipelineHealth(orm)
    return { outboxLagSeconds, unhandledEvents, failedEmails: emails.failed }
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
    const events = down.includes('database')
      ? undefined
      : await withTimeout(pipeline()).catch(() => undefined)
    const lagging = (events?.outboxLagSeconds ?? 0) > env.OUTBOX_LAG_ALERT_SECONDS
    const status = down.length ? 'down' : lagging ? 'degraded' : 'ok'
    const body = { status, checks: Object.fromEntries(results), down, events }
    return c.json(body, down.length ? 503 : 200)
  })
}
