import { connect, createServer, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app.ts'
import { ordersChangeListenerName, startOrdersChangeListener } from './orders-change-listener.ts'
import { startOrdersPoll } from './orders-poll.ts'
import { ordersPollCache } from './orders-poll-cache.ts'
import { ordersPollMemory } from './orders-poll-memory.ts'
import {
  client,
  createTestApp,
  placeOrder,
  signIn,
  signUpVerified,
  testAdmin,
  busyShopEnv,
  testCard,
  testReport,
  type TestApp,
} from '../testing.ts'

let shop: TestApp
let databaseServer: URL
let api: ReturnType<typeof client>

async function until(condition: () => boolean, what: string) {
  for (let waited = 0; !condition(); waited += 50) {
    if (waited > 10_000) throw new Error(`${what} did not happen in time`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

beforeAll(async () => {
  shop = await createTestApp('orders_poll', {
    env: busyShopEnv,
  })
  api = client(shop)
  databaseServer = new URL(shop.deps.env.DATABASE_URL)
  await until(() => shop.deps.ordersPoll.listener.live(), 'the change listener connecting')
})
afterAll(() => shop?.close())

/** A second API process on the same database and Redis, with its own memory and listener. */
async function secondProcess() {
  const deps = {
    ...shop.deps,
    ordersPoll: startOrdersPoll(shop.deps.env, shop.deps.redis, shop.deps.logger),
  }
  await until(() => deps.ordersPoll.listener.live(), "the second process's listener connecting")
  return {
    app: createApp(deps),
    memory: deps.ordersPoll.memory,
    stop: () => deps.ordersPoll.listener.stop(),
  }
}

async function signUp(name: string) {
  const email = `${name}-${Date.now()}@example.co.il`
  const { sessionJwt, refreshJwt, user } = await signUpVerified(shop, {
    email,
    password: 'customer-password-1',
  })
  return { token: sessionJwt, refreshJwt, userId: user.userId }
}

type Buyer = Awaited<ReturnType<typeof signUp>>

/**
 * Places an order and waits until every given process has heard its notice: an ETag taken
 * before that would rightly stop matching the moment the notice arrives. The process that took
 * the order also forgets the list itself before answering, so there the notice is its second call.
 */
async function placeHeardOrder(buyer: Buyer, memories = [shop.deps.ordersPoll.memory]) {
  const heard = memories.map((memory) => ({
    spy: vi.spyOn(memory, 'listChanged'),
    calls: memory === shop.deps.ordersPoll.memory ? 2 : 1,
  }))
  try {
    const order = (await placeOrder(api, buyer.token, { reports: [testReport()] })).body.data.order
    await expect
      .poll(() =>
        heard.every(
          ({ spy, calls }) => spy.mock.calls.filter(([id]) => id === buyer.userId).length >= calls,
        ),
      )
      .toBe(true)
    return order
  } finally {
    for (const { spy } of heard) spy.mockRestore()
  }
}

const pollOn = (app: TestApp['app'], token: string, etag?: string) =>
  app.request('/api/orders', {
    headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
  })
const poll = (token: string, etag?: string) => pollOn(shop.app, token, etag)

/** Polls until the list has changed; answers the new ETag. */
async function changedSince(token: string, etag: string, app = shop.app) {
  let latest = etag
  await expect
    .poll(
      async () => {
        const response = await pollOn(app, token, etag)
        latest = response.headers.get('etag') ?? ''
        return response.status
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBe(200)
  return latest
}

/** Answers 304 from memory: neither the database nor Redis is asked. */
async function answeredFromMemory(app: TestApp['app'], token: string, etag: string) {
  const forks = vi.spyOn(shop.deps.orm.em, 'fork')
  const redisCalls = vi.spyOn(shop.deps.redis, 'multi')
  try {
    const response = await pollOn(app, token, etag)
    expect(response.status).toBe(304)
    expect(response.headers.get('etag')).toBe(etag)
    expect(forks).not.toHaveBeenCalled()
    expect(redisCalls).not.toHaveBeenCalled()
  } finally {
    forks.mockRestore()
    redisCalls.mockRestore()
  }
}

/** A proxy to PostgreSQL that can stop passing anything on while keeping both sockets open. */
async function freezableDatabaseProxy() {
  let frozen = false
  const sockets: Socket[] = []
  const proxy = createServer((inbound) => {
    const outbound = connect(Number(databaseServer.port || 5432), databaseServer.hostname)
    sockets.push(inbound, outbound)
    inbound.on('data', (chunk) => frozen || outbound.write(chunk))
    outbound.on('data', (chunk) => frozen || inbound.write(chunk))
    inbound.on('error', () => undefined)
    outbound.on('error', () => undefined)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const url = new URL(shop.deps.env.DATABASE_URL)
  url.host = `127.0.0.1:${(proxy.address() as AddressInfo).port}`
  return {
    url: url.toString(),
    freeze: () => (frozen = true),
    close() {
      for (const socket of sockets) socket.destroy()
      proxy.close()
    },
  }
}

describe('the orders poll', () => {
  it('answers an unchanged list 304 from memory alone, and a changed one in full', async () => {
    const buyer = await signUp('poller')
    const order = await placeHeardOrder(buyer)
    const first = await poll(buyer.token)
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^W\/"/)
    // The full answer passed the database checks: its session and ETag are remembered.
    for (let i = 0; i < 20; i++) await answeredFromMemory(shop.app, buyer.token, etag)

    // Paid through the API.
    const paid = await api('POST', `/api/orders/${order.id}/pay`, {
      token: buyer.token,
      body: testCard,
    })
    expect(paid.status).toBe(200)
    const afterPayment = await changedSince(buyer.token, etag)
    expect(afterPayment).not.toBe(etag)
    expect((await poll(buyer.token, afterPayment)).status).toBe(304)

    // Changed behind the API's back (the worker, a manager at psql): the database tells.
    await shop.db.orm.em
      .fork()
      .execute(`update reports set status = 'processing' where order_id = ?`, [order.id])
    const afterWorker = await changedSince(buyer.token, afterPayment)
    const list = (await (await poll(buyer.token)).json()) as {
      data: { reports: { status: string }[] }[]
    }
    expect(list.data[0]!.reports[0]!.status).toBe('processing')
    expect((await poll(buyer.token, afterWorker)).status).toBe(304)
  })

  it('never answers 304 to another buyer, nor to a session that ended', async () => {
    const first = await signUp('first')
    const second = await signUp('second')
    await placeHeardOrder(first)
    const etag = (await poll(first.token)).headers.get('etag')!
    expect((await poll(first.token, etag)).status).toBe(304)
    expect((await poll(second.token, etag)).status).toBe(200)

    await api('POST', '/api/auth/logout', { body: { refreshJwt: first.refreshJwt } })
    const afterLogout = await poll(first.token, etag)
    expect(afterLogout.status).toBe(401)
  })

  it('hears of changes and ended sessions in every API process', async () => {
    const other = await secondProcess()
    try {
      const buyer = await signUp('two-processes')
      const order = await placeHeardOrder(buyer, [shop.deps.ordersPoll.memory, other.memory])
      const etag = (await poll(buyer.token)).headers.get('etag')!
      // The versions are shared: the other process knows the ETag and remembers it.
      expect((await pollOn(other.app, buyer.token, etag)).status).toBe(304)
      await answeredFromMemory(other.app, buyer.token, etag)

      // Paid through the first process: the second hears of it from the database.
      const paid = await api('POST', `/api/orders/${order.id}/pay`, {
        token: buyer.token,
        body: testCard,
      })
      expect(paid.status).toBe(200)
      const afterPayment = await changedSince(buyer.token, etag, other.app)
      expect((await pollOn(other.app, buyer.token, afterPayment)).status).toBe(304)
      await answeredFromMemory(other.app, buyer.token, afterPayment)

      // Logged out through the first process: the second stops answering the session too.
      await api('POST', '/api/auth/logout', { body: { refreshJwt: buyer.refreshJwt } })
      expect((await poll(buyer.token, afterPayment)).status).toBe(401)
      await expect
        .poll(async () => (await pollOn(other.app, buyer.token, afterPayment)).status, {
          timeout: 2000,
          interval: 20,
        })
        .toBe(401)
    } finally {
      await other.stop()
    }
  })

  it('trusts nothing it knew once its change listener reconnects', async () => {
    const buyer = await signUp('reconnect')
    const order = await placeHeardOrder(buyer)
    const etag = (await poll(buyer.token)).headers.get('etag')!
    await answeredFromMemory(shop.app, buyer.token, etag)

    const em = shop.db.orm.em.fork()
    await em.execute(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and application_name = ?`,
      [ordersChangeListenerName],
    )
    await until(() => !shop.deps.ordersPoll.listener.live(), 'the listener noticing its loss')
    // Changed while nobody listened: no notice reaches any process, Redis keeps the old version.
    await em.execute(`update reports set status = 'processing' where order_id = ?`, [order.id])
    await until(() => shop.deps.ordersPoll.listener.live(), 'the listener reconnecting')

    const afterReconnect = await poll(buyer.token, etag)
    expect(afterReconnect.status).toBe(200)
    const fresh = afterReconnect.headers.get('etag')!
    expect(fresh).not.toBe(etag)
    await answeredFromMemory(shop.app, buyer.token, fresh)
  })

  it('stops answering from memory when its listener goes silent without closing', async () => {
    const proxy = await freezableDatabaseProxy()
    const memory = ordersPollMemory()
    const forgotten = vi.spyOn(memory, 'forget')
    const cache = ordersPollCache(shop.deps.redis, shop.deps.env.QUEUE_PREFIX)
    const listener = startOrdersChangeListener(proxy.url, cache, memory, shop.deps.logger, {
      heartbeatMs: 200,
    })
    try {
      await until(() => listener.live(), 'the listener connecting through the proxy')
      forgotten.mockClear()
      proxy.freeze()
      await until(() => !listener.live(), 'the listener noticing the silence')
      expect(forgotten).toHaveBeenCalled()
    } finally {
      await Promise.race([listener.stop(), new Promise((resolve) => setTimeout(resolve, 500))])
      proxy.close()
    }
  })

  it('sees a buyer’s own order created or deleted in the very next poll, before any notice', async () => {
    // A process whose notices are held back while it still trusts its memory: the answer to a
    // write must not leave the buyer's next poll to them.
    const proxy = await freezableDatabaseProxy()
    const memory = ordersPollMemory()
    const cache = ordersPollCache(shop.deps.redis, shop.deps.env.QUEUE_PREFIX)
    const listener = startOrdersChangeListener(proxy.url, cache, memory, shop.deps.logger, {
      heartbeatMs: 60_000,
    })
    const app = createApp({ ...shop.deps, ordersPoll: { cache, memory, listener } })
    const buyer = await signUp('own-writes')
    const call = (method: string, path: string, body?: unknown) =>
      app.request(path, {
        method,
        headers: {
          authorization: `Bearer ${buyer.token}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    try {
      await until(() => listener.live(), 'the listener connecting through the proxy')
      const first = (await pollOn(app, buyer.token)).headers.get('etag')!
      await answeredFromMemory(app, buyer.token, first)
      proxy.freeze()

      const created = await call('POST', '/api/orders', { reports: [testReport()] })
      expect(created.status).toBe(201)
      const afterCreation = await pollOn(app, buyer.token, first)
      expect(afterCreation.status).toBe(200)
      const etag = afterCreation.headers.get('etag')!
      expect((await pollOn(app, buyer.token, etag)).status).toBe(304)

      const { data } = (await created.json()) as { data: { order: { id: string } } }
      expect((await call('DELETE', `/api/orders/${data.order.id}`)).status).toBe(200)
      expect((await pollOn(app, buyer.token, etag)).status).toBe(200)
      // Still trusted throughout: the answers above came from a process that heard nothing.
      expect(listener.live()).toBe(true)
    } finally {
      await Promise.race([listener.stop(), new Promise((resolve) => setTimeout(resolve, 500))])
      proxy.close()
    }
  })

  it('falls back to a hash of the list while the change listener is down', async () => {
    const buyer = await signUp('fallback')
    await placeOrder(api, buyer.token, { reports: [testReport()] })
    await shop.deps.ordersPoll.listener.stop()
    const first = await poll(buyer.token)
    const etag = first.headers.get('etag')!
    expect(first.status).toBe(200)
    expect((await poll(buyer.token, etag)).status).toBe(304)
    await placeOrder(api, buyer.token, { reports: [testReport()] })
    expect((await poll(buyer.token, etag)).status).toBe(200)
    // The admin still reads everything as before.
    const admin = await signIn(api, testAdmin.email, testAdmin.password)
    expect((await api('GET', '/api/admin/orders', { token: admin })).status).toBe(200)
  })
})
