import { queueNames, redisConnection, workerMetrics } from '@shop/queue'
import { UnrecoverableError, Worker } from 'bullmq'
import { networkInterfaces } from 'node:os'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing.ts'
import { startMetrics } from './metrics.ts'

let shop: TestApp
let metricsUrl: string

beforeAll(async () => {
  shop = await createTestApp('metrics', { env: { METRICS_PORT: '0' } })
  metricsUrl = `http://127.0.0.1:${shop.deps.metrics!.port}/metrics`
})
afterAll(async () => {
  await shop?.close()
})

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return response.text()
}

describe('GET /metrics', () => {
  it('times requests by the route pattern that answered them, not by their path', async () => {
    await shop.app.request('/api/settings/public')
    await shop.app.request('/api/gifts/first-unknown-token')
    await shop.app.request('/api/gifts/second-unknown-token')
    const text = await scrape()
    expect(text).toContain(
      'shop_http_request_duration_seconds_count{method="GET",route="/api/settings/public",status="200"} 1',
    )
    expect(text).toContain(
      'shop_http_request_duration_seconds_count{method="GET",route="/api/gifts/:token",status="404"} 2',
    )
    expect(text).toMatch(
      /shop_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/gifts\/:token",status="404"\} \d/,
    )
    expect(text).not.toContain('unknown-token')
  })

  it('shows the depth of every queue by state', async () => {
    await shop.deps.queues.reminders.add('remind', { orderId: 'metrics-test' }, { delay: 60_000 })
    const text = await scrape()
    expect(text).toContain('shop_queue_jobs{queue="reminders",state="delayed"} 1')
    for (const queue of ['events', 'email', 'reminders']) {
      for (const state of ['waiting', 'active', 'delayed', 'failed']) {
        expect(text).toMatch(
          new RegExp(`shop_queue_jobs\\{queue="${queue}",state="${state}"\\} \\d`),
        )
      }
    }
  })

  it('counts the jobs workers finished per queue, completed and failed for good', async () => {
    const { env, queues } = shop.deps
    const worker = new Worker<{ fail?: string }>(
      queueNames.events,
      (job) => {
        if (job.data.fail === 'for good') throw new UnrecoverableError('refused for the test')
        if (job.data.fail === 'once') throw new Error('failed on its only attempt')
        return Promise.resolve()
      },
      {
        connection: redisConnection(env.REDIS_URL, 'worker'),
        prefix: env.QUEUE_PREFIX,
        metrics: workerMetrics,
      },
    )
    const finished = new Promise<void>((done) => {
      let count = 0
      const settle = () => ++count === 3 && done()
      worker.on('completed', settle).on('failed', settle)
    })
    try {
      await queues.events.addBulk([
        { name: 'metrics-test', data: {} },
        { name: 'metrics-test', data: { fail: 'for good' } },
        { name: 'metrics-test', data: { fail: 'once' }, opts: { attempts: 1 } },
      ])
      await finished
    } finally {
      await worker.close()
    }
    const text = await scrape()
    expect(text).toContain('# TYPE shop_queue_jobs_finished_total counter')
    expect(text).toContain('shop_queue_jobs_finished_total{queue="events",result="completed"} 1')
    expect(text).toContain('shop_queue_jobs_finished_total{queue="events",result="failed"} 2')
    expect(text).toContain('shop_queue_jobs{queue="events",state="failed"} 2')
    expect(text).toContain('shop_queue_jobs_finished_total{queue="email",result="failed"} 0')
  })

  it('shows e-mails by status and the outbox lag', async () => {
    const em = shop.db.orm.em.fork()
    await em.execute(
      `insert into email_log (id, idempotency_key, recipient, template, context, status, attempts,
         created_at, updated_at)
       values (gen_random_uuid(), 'metrics.sent', 'a@example.co.il', 'contact-ack', '{}', 'sent', 1, now(), now()),
              (gen_random_uuid(), 'metrics.failed', 'b@example.co.il', 'contact-ack', '{}', 'failed', 8, now(), now())`,
    )
    const text = await scrape()
    expect(text).toContain('shop_emails{status="sent"} 1')
    expect(text).toContain('shop_emails{status="failed"} 1')
    expect(text).toContain('shop_emails{status="queued"} 0')
    expect(text).toMatch(/^shop_outbox_lag_seconds \d+$/m)
    expect(text).toMatch(/^shop_outbox_unhandled_events \d+$/m)
  })

  it('is not part of the shop on its public port', async () => {
    expect((await shop.app.request('/metrics')).status).toBe(404)
  })
})

/** An address of this machine that is not loopback: where another machine would knock. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address

describe('the metrics listener', () => {
  const reachable = (port: number) =>
    fetch(`http://${outsideAddress}:${port}/metrics`).then(
      (response) => response.status,
      () => 'refused',
    )

  it.skipIf(!outsideAddress)('answers on loopback only unless told otherwise', async () => {
    expect(await reachable(shop.deps.metrics!.port)).toBe('refused')
  })

  it.skipIf(!outsideAddress)('answers on the address METRICS_HOST names', async () => {
    const metrics = await startMetrics({
      env: { METRICS_PORT: 0, METRICS_HOST: '0.0.0.0' },
      orm: shop.db.orm,
      queues: shop.deps.queues,
      logger: pino({ level: 'silent' }),
    })
    try {
      expect(await reachable(metrics!.port)).toBe(200)
    } finally {
      await metrics!.close()
    }
  })
})

describe('without METRICS_PORT', () => {
  it('starts no listener and times nothing', async () => {
    const metrics = await startMetrics({
      env: { METRICS_PORT: undefined, METRICS_HOST: '127.0.0.1' },
      orm: shop.db.orm,
      queues: shop.deps.queues,
      logger: pino({ level: 'silent' }),
    })
    expect(metrics).toBeUndefined()
  })
})
