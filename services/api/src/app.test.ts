import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { downAfterFailures } from './routes/health.ts'
import { formatShekels, he } from '@shop/domain'
import { createTestApp, type TestApp } from './testing.ts'

let shop: TestApp
let webDist: string

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'shop-web-'))
  await mkdir(join(webDist, 'pages'))
  await writeFile(join(webDist, 'index.html'), '<!doctype html><html lang="he" dir="rtl"></html>')
  await writeFile(join(webDist, 'pages', 'not-found.html'), '<!doctype html><html></html>')
  await writeFile(
    join(webDist, 'pages', 'site.json'),
    JSON.stringify({ patterns: ['/'], pages: [], notFound: 'not-found.html' }),
  )
  shop = await createTestApp('app', { webDist, env: { SHOP_CONTACT_EMAIL: 'hello@shop.co.il' } })
})
afterAll(() => shop?.close())

describe('GET /healthz', () => {
  it('answers 200 when the database, Redis and the file storage answer', async () => {
    const response = await shop.app.request('/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'ok', storage: 'ok' },
      down: [],
      events: { outboxLagSeconds: 0, unhandledEvents: 0, failedEmails: 0, overdueEmails: 0 },
    })
  })

  it('reports the outbox lag and failed e-mails, and reads degraded past the threshold', async () => {
    const em = shop.db.orm.em.fork()
    await em.execute(
      `insert into outbox_events (id, type, payload, created_at, published_at)
       values (gen_random_uuid(), 'order.created', '{}', now() - interval '10 minutes', now())`,
    )
    await em.execute(
      `insert into email_log (id, idempotency_key, recipient, template, context, status, attempts,
         created_at, updated_at)
       values (gen_random_uuid(), 'health.failed', 'x@example.co.il', 'admin-message', '{}',
         'failed', 8, now(), now())`,
    )
    try {
      const response = await shop.app.request('/healthz')
      expect(response.status).toBe(200)
      const body = (await response.json()) as { status: string; events: Record<string, number> }
      expect(body.status).toBe('degraded')
      expect(body.events.outboxLagSeconds).toBeGreaterThanOrEqual(600)
      expect(body.events).toMatchObject({ unhandledEvents: 1, failedEmails: 1 })
    } finally {
      await em.execute(`delete from outbox_events where handled_at is null`)
      await em.execute(`delete from email_log where idempotency_key = 'health.failed'`)
    }
  })

  it('reads degraded while an e-mail is failed or overdue, not for an erased account’s', async () => {
    const em = shop.db.orm.em.fork()
    const logEmail = (key: string, recipient: string, status: string, age: string) =>
      em.execute(
        `insert into email_log (id, idempotency_key, recipient, template, context, status, attempts,
           created_at, updated_at)
         values (gen_random_uuid(), ?, ?, 'admin-message', '{}', ?, 3, now() - ?::interval, now())`,
        [`health.${key}`, recipient, status, age],
      )
    const read = async () => (await (await shop.app.request('/healthz')).json()) as object
    try {
      await logEmail('erased', 'erased@erased.invalid', 'failed', '0 s')
      await logEmail('due', 'x@example.co.il', 'queued', '10 s')
      expect(await read()).toMatchObject({ status: 'ok', events: { failedEmails: 0 } })
      await logEmail('failed', 'x@example.co.il', 'failed', '0 s')
      expect(await read()).toMatchObject({ status: 'degraded', events: { failedEmails: 1 } })
      await em.execute(`delete from email_log where idempotency_key = 'health.failed'`)
      await logEmail('overdue', 'x@example.co.il', 'queued', '10 minutes')
      expect(await read()).toMatchObject({ status: 'degraded', events: { overdueEmails: 1 } })
    } finally {
      await em.execute(`delete from email_log where idempotency_key like 'health.%'`)
    }
  })

  it('names Redis down only after three checks in a row failed; liveness answers meanwhile', async () => {
    const broken = await createTestApp('health', { redisUrl: 'redis://127.0.0.1:1' })
    try {
      for (let check = 1; check < downAfterFailures; check++) {
        const response = await broken.app.request('/healthz')
        expect(response.status).toBe(200)
        expect(await response.json()).toMatchObject({
          status: 'degraded',
          checks: { redis: 'failing' },
          down: [],
        })
      }
      const response = await broken.app.request('/healthz')
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ status: 'down', down: ['redis'] })
      const live = await broken.app.request('/healthz/live')
      expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }])
    } finally {
      await broken.close()
    }
  })
})

describe('GET /api/settings/public', () => {
  it('answers the map price and VAT rate, the contact details and the delivery promise', async () => {
    const response = await shop.app.request('/api/settings/public')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      success: true,
      data: {
        map_price: 180,
        vat_rate: 18,
        map_price_with_vat: formatShekels(21240),
        contact_email: 'hello@shop.co.il',
        contact_phone: '03-1234567',
        // Until a manager enters them, the footer says the seller will be named before sales open
        seller_identity: he.site.seller.pending,
        // Unset, the accessibility coordinator is reached through the shop's contact details
        accessibility_coordinator_name: 'שירות הלקוחות של מפה נומרולוגית',
        accessibility_coordinator_phone: '03-1234567',
        accessibility_coordinator_email: 'hello@shop.co.il',
        maps_auto_approve: false,
        // Outside production, invoices without the business details are drafts: checkout stays open
        checkout_open: true,
      },
    })
  })

  it('follows a price the managers changed', async () => {
    await shop.db.orm.em
      .fork()
      .execute(`update settings set value = '199.90' where key = 'map_price'`)
    const body = (await (await shop.app.request('/api/settings/public')).json()) as {
      data: { map_price: number }
    }
    expect(body.data.map_price).toBe(199.9)
  })
})

describe('the envelope', () => {
  it('answers unknown /api paths with a Hebrew 404 envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await shop.app.request('/api/no-such-thing', { method })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({
        success: false,
        error: { message: 'הדף או הפריט המבוקש לא נמצא' },
      })
    }
  })

  it('answers a malformed body with a Hebrew 400 envelope', async () => {
    const response = await shop.app.request('/api/client-log/not-found', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"path": 42}',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      success: false,
      error: { message: expect.stringMatching(/[\u0590-\u05FF]/) },
    })
  })

  it('tags every response with a request id', async () => {
    const response = await shop.app.request('/api/settings/public')
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/)
  })
})
