import { serve, type ServerType } from '@hono/node-server'
import type { MikroORM } from '@mikro-orm/postgresql'
import type { Env } from '@shop/config'
import type { QueueName } from '@shop/queue'
import type { Queue } from 'bullmq'
import { Hono, type MiddlewareHandler } from 'hono'
import type { AddressInfo } from 'node:net'
import type { Logger } from 'pino'
import { collectDefaultMetrics, Registry } from 'prom-client'
import { pipelineGauges } from './pipeline-gauges.ts'
import { requestDurations } from './request-durations.ts'

export interface Metrics {
  /** Records each request of the shop's own app in the duration histogram. */
  recordRequests: MiddlewareHandler
  /** The port /metrics answers on (the one the system picked when METRICS_PORT is 0). */
  port: number
  close(): Promise<void>
}

interface MetricsSources {
  env: Pick<Env, 'METRICS_PORT' | 'METRICS_HOST'>
  orm: MikroORM
  queues: Record<QueueName, Queue>
  logger: Logger
}

/**
 * GET /metrics in the Prometheus text format on a listener of its own at METRICS_PORT, so it is
 * never reachable through the shop's public port and needs no sign-in; bound to METRICS_HOST,
 * loopback unless a scraper elsewhere needs more. Nothing listens, and no request is timed, when
 * METRICS_PORT is unset.
 */
export async function startMetrics(sources: MetricsSources): Promise<Metrics | undefined> {
  const port = sources.env.METRICS_PORT
  if (port === undefined) return undefined
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const recordRequests = requestDurations(registry)
  const refreshPipeline = pipelineGauges(registry, sources)

  const app = new Hono().get('/metrics', async (c) => {
    await refreshPipeline()
    return c.body(await registry.metrics(), 200, { 'content-type': registry.contentType })
  })
  const server: ServerType = await new Promise((listening, failed) => {
    const started = serve({ fetch: app.fetch, port, hostname: sources.env.METRICS_HOST }, () =>
      listening(started),
    )
    started.once('error', failed)
  })
  const { port: boundPort } = server.address() as AddressInfo
  sources.logger.info({ host: sources.env.METRICS_HOST, port: boundPort }, 'metrics listening')
  return {
    recordRequests,
    port: boundPort,
    close: () => new Promise((closed) => server.close(() => closed())),
  }
}
