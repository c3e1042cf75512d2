import type { LivenessAnswer, ReadinessAnswer } from '@shop/domain'
import { whenReady } from '@shop/queue'
import { typedSql } from '@shop/db'
import { Hono } from 'hono'
import type { AppDeps } from '../context.ts'
import { readEmailsInTrouble, readPipelineHealth } from '../ops/pipeline-health.ts'
import { checkTimeoutMs, withTimeout } from '../ops/with-timeout.ts'

/**
 * Checks of a dependency that must fail in a row before it reads down. A single check can miss
 * its time limit on a busy machine with nothing wrong, and every replica would then leave the
 * load balancer at once; until then it reads "failing" and the status "degraded".
 */
export const downAfterFailures = 3

/**
 * `/healthz/live` (liveness): the process answers, nothing else is asked. `/healthz` (readiness):
 * 503 naming the dependencies that are down, else 200. It also reports the event pipeline: the
 * age of the oldest event whose consequences are not written yet, and the e-mails failed or
 * overdue. Either of those reads "degraded" but stays 200: the API itself is fine, and taking it
 * out of rotation would not help the workers.
 */
export function healthRoutes({ orm, redis, storage, env }: AppDeps) {
  const checks: Record<string, () => Promise<unknown>> = {
    database: () =>
      typedSql(orm.em.fork())
        .selectNoFrom((eb) => eb.lit(1).as('one'))
        .execute(),
    redis: async () => {
      await whenReady(redis, checkTimeoutMs)
      return redis.ping()
    },
    storage: () => storage.ping(),
  }
  const failuresInARow = new Map(Object.keys(checks).map((name) => [name, 0]))
  const pipeline = async () => {
    const [{ outboxLagSeconds, unhandledEvents }, emails] = await Promise.all([
      readPipelineHealth(orm),
      readEmailsInTrouble(orm, env.OUTBOX_LAG_ALERT_SECONDS),
    ])
    return { outboxLagSeconds, unhandledEvents, ...emails }
  }
  return new Hono()
    .get('/live', (c) => c.json({ status: 'ok' } satisfies LivenessAnswer))
    .get('/', async (c) => {
      const results = await Promise.all(
        Object.entries(checks).map(async ([name, check]) => {
          try {
            await withTimeout(check())
            failuresInARow.set(name, 0)
            return [name, 'ok'] as const
          } catch {
            const failures = failuresInARow.get(name)! + 1
            failuresInARow.set(name, failures)
            return [name, failures >= downAfterFailures ? 'down' : 'failing'] as const
          }
        }),
      )
      const down = results.filter(([, state]) => state === 'down').map(([name]) => name)
      const events = results.some(([name, state]) => name === 'database' && state !== 'ok')
        ? undefined
        : await withTimeout(pipeline()).catch(() => undefined)
      const troubled =
        results.some(([, state]) => state === 'failing') ||
        (events?.outboxLagSeconds ?? 0) > env.OUTBOX_LAG_ALERT_SECONDS ||
        (events?.failedEmails ?? 0) > 0 ||
        (events?.overdueEmails ?? 0) > 0
      const status = down.length ? 'down' : troubled ? 'degraded' : 'ok'
      return c.json(
        { status, checks: Object.fromEntries(results), down, events } satisfies ReadinessAnswer,
        down.length ? 503 : 200,
      )
    })
}
