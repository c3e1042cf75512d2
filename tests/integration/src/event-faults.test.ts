import { emailKinds } from '@shop/core'
import {
  client,
  createTestApp,
  placePaidOrder,
  signUpCustomer,
  type TestApp,
} from '@shop/api/testing'
import { startSmtpCatcher, type SmtpCatcher } from '@shop/mail/testing'
import { relayOutboxBatch } from '@shop/core'
import { startRedisServer, unusedPort } from '@shop/queue/testing'
import { spawn, type ChildProcess } from 'node:child_process'
import pg from 'pg'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { envAsStrings, settled, startTestWorker } from './testing.ts'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
// Short enough for a test; the defaults (60 s grace, 30 s sweeps) serve a real shop.
const fastSweeps = { OUTBOX_REPUBLISH_AFTER_SECONDS: '1', SWEEP_INTERVAL_SECONDS: '0.5' }

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The shop on a Redis server of the test's own, which the test may kill and restart empty. */
async function startShop(label: string) {
  const port = await unusedPort()
  const redisUrl = `redis://127.0.0.1:${port}`
  let redis = await startRedisServer(port)
  cleanups.push(() => redis.stop())
  const shop = await createTestApp(label, {
    redisUrl,
    env: { RATE_LIMIT_PER_MINUTE: '10000', PAYMENT_SANDBOX_DELAY_MS: '0', ...fastSweeps },
  })
  cleanups.push(() => shop.close())
  const smtp = await startSmtpCatcher()
  cleanups.push(() => smtp.close())
  return {
    shop,
    smtp,
    api: client(shop),
    restartRedisEmpty: async () => {
      await redis.stop()
      redis = await startRedisServer(port)
    },
  }
}

async function payOrders(shop: TestApp, count: number) {
  const api = client(shop)
  const orders = []
  for (let i = 0; i < count; i++) {
    const buyer = await signUpCustomer(api)
    orders.push(await placePaidOrder(api, buyer.token))
  }
  return orders.map((order) => order.id)
}

/** Every order has its one confirmation delivered and both reminders planned, and no more. */
async function expectEveryConsequenceOnce(shop: TestApp, smtp: SmtpCatcher, orderIds: string[]) {
  const confirmations = () =>
    smtp.deliveries.filter((mail) => mail.subject?.startsWith('אישור תשלום להזמנה'))
  await expect
    .poll(() => confirmations().length, { timeout: 90_000, interval: 250 })
    .toBe(orderIds.length)
  await settled(shop)
  const em = shop.db.orm.em.fork()
  const keys = confirmations().map((mail) => mail.headers.get('x-shop-email-key'))
  expect([...keys].sort()).toEqual(
    orderIds.map((id) => emailKinds['payment-confirmation'].key(id)).sort(),
  )
  const reminders = await em.execute<{ order_id: string; n: number }[]>(
    `select order_id, count(*)::int as n from delivery_reminders where order_id in (?)
     group by order_id`,
    [orderIds],
  )
  expect(reminders).toHaveLength(orderIds.length)
  expect(reminders.every((row) => row.n === 2)).toBe(true)
  const jobs = await shop.deps.queues.reminders.getJobs(['delayed', 'waiting'])
  const ours = jobs.filter((job) => orderIds.some((orderId) => job.id!.includes(orderId)))
  expect(ours).toHaveLength(orderIds.length * 2)
}

describe('events relayed to a Redis that restarts empty', () => {
  it('are relayed again and handled exactly once', async () => {
    const { shop, smtp, restartRedisEmpty } = await startShop('redis_restart')
    const orderIds = await payOrders(shop, 10)

    // The relay publishes and marks every event published; then Redis loses them all.
    const queue = shop.deps.queues.events
    let relayed = 0
    for (
      let batch;
      (batch = await relayOutboxBatch(
        shop.db.orm.em,
        async (rows) => {
          await queue.addBulk(
            rows.map((row) => ({ name: row.type, data: row.payload, opts: { jobId: row.id } })),
          )
        },
        100,
      ));
    )
      relayed += batch
    expect(relayed).toBeGreaterThanOrEqual(10)
    await restartRedisEmpty()
    // Once the producers have reconnected, the new Redis holds no job at all.
    await expect
      .poll(() => queue.getJobCounts().catch(() => undefined), { timeout: 15_000 })
      .toMatchObject({ waiting: 0, active: 0, completed: 0, failed: 0 })

    const worker = startTestWorker(shop, smtp, { env: fastSweeps })
    cleanups.push(() => worker.stop())
    await expectEveryConsequenceOnce(shop, smtp, orderIds)
  }, 150_000)
})

describe('a worker killed inside an event handler', () => {
  it('leaves the event undone, and its replacement does it once', async () => {
    const { shop, smtp } = await startShop('handler_crash')
    const orderIds = await payOrders(shop, 5)
    const [blocked] = orderIds

    // Another session holds the reminder row the handler must write for one order, so the handler
    // stops there, inside its transaction, with the event row locked: the moment to kill it.
    const blocker = new pg.Client({ connectionString: shop.db.url })
    await blocker.connect()
    cleanups.push(() => blocker.end())
    await blocker.query('begin')
    await blocker.query(
      `insert into delivery_reminders (id, order_id, kind, fire_at, created_at)
       values (gen_random_uuid(), $1, 'due-soon', now(), now())`,
      [blocked],
    )

    const children: ChildProcess[] = []
    const startWorkerProcess = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'services/worker/src/main.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          ...envAsStrings(shop.deps.env),
          ...fastSweeps,
          SMTP_URL: smtp.url,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      children.push(child)
      return child
    }
    cleanups.push(() => children.forEach((child) => child.kill('SIGKILL')))

    const first = startWorkerProcess()
    const em = shop.db.orm.em.fork()
    // Killed once the other orders' reminders are planned and the blocked handler is waiting
    // inside its transaction.
    await expect
      .poll(
        async () =>
          (
            await em.execute<{ planned: number; waiting: number }[]>(
              `select (select count(distinct order_id)::int from delivery_reminders) as planned,
                 (select count(*)::int from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock') as waiting`,
            )
          )[0],
        { timeout: 60_000, interval: 50 },
      )
      .toEqual({ planned: orderIds.length - 1, waiting: 1 })
    first.kill('SIGKILL')
    await new Promise((resolve) => first.once('exit', resolve))
    await blocker.query('rollback')

    const [undone] = await em.execute<{ handled_at: string | null }[]>(
      `select handled_at from outbox_events where type = 'order.paid' and payload->>'orderId' = ?`,
      [blocked],
    )
    expect(undone!.handled_at).toBeNull()

    startWorkerProcess()
    await expectEveryConsequenceOnce(shop, smtp, orderIds)
  }, 150_000)
})
