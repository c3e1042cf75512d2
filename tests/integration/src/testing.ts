import {
  appSandbox,
  client,
  createTestApp,
  signIn,
  testAdmin,
  busyShopEnv,
  type TestApp,
} from '@shop/api/testing'
import { parseEnv, type Env } from '@shop/config'
import { createMailTransport } from '@shop/mail'
import { startSmtpCatcher, type SmtpCatcher } from '@shop/mail/testing'
import { startWorkers, type WorkerDeps, type WorkerOptions } from '@shop/worker/testing'
import pino from 'pino'
import { expect } from 'vitest'

export { startShop, webDist, type RunningShop } from './shop-server.ts'

/** Parsed settings back in environment form, to hand to another process or parse again. */
export function envAsStrings(env: Env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)]),
  )
}

/**
 * What the worker's processors are built from, on the test API's database and queues, sending to
 * the test's SMTP server; the caller closes the transport.
 */
export function testWorkerDeps(
  shop: TestApp,
  smtp: SmtpCatcher,
  settings: Record<string, string> = {},
): WorkerDeps {
  const env = parseEnv({
    ...Object.fromEntries(
      Object.entries(shop.deps.env).map(([key, value]) => [key, String(value)]),
    ),
    MANAGER_EMAILS: shop.deps.env.MANAGER_EMAILS.join(','),
    SMTP_URL: smtp.url,
    ...settings,
  })
  return {
    env,
    orm: shop.db.orm,
    queues: shop.deps.queues,
    storage: shop.deps.storage,
    transport: createMailTransport(smtp.url, env.SMTP_POOL_SIZE),
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    paymentProvider: appSandbox(shop),
  }
}

/**
 * The worker in the test process (see testWorkerDeps). Map jobs are left queued unless
 * `maps: true`, and the sample map is not queued at start unless `sampleMap: true` (made only with
 * `maps: true` too): a browser per suite only where the maps are what is tested.
 */
export function startTestWorker(
  shop: TestApp,
  smtp: SmtpCatcher,
  options: WorkerOptions & { env?: Record<string, string> } = {},
) {
  const deps = testWorkerDeps(shop, smtp, options.env)
  const stop = startWorkers(deps, {
    relayIntervalMs: 50,
    maps: false,
    sampleMap: false,
    ...options,
  })
  return {
    deps,
    async stop() {
      await stop()
      deps.transport.close()
    },
  }
}

export interface DeliveryHarness {
  shop: TestApp
  smtp: SmtpCatcher
  worker: ReturnType<typeof startTestWorker>
  api: ReturnType<typeof client>
  adminToken: string
  /** A manager's upload of a report's file, answered as the API answered it. */
  upload(
    reportId: string,
    file: Buffer,
    name?: string,
    type?: string,
  ): Promise<{ status: number; body: { error?: { message: string } } }>
  close(): Promise<void>
}

/**
 * API, in-process worker and SMTP server wired together, with a signed-in manager: what every
 * delivery test starts from. `withWorker: false` leaves the worker to the test (a real process).
 */
export async function startDeliveryHarness(
  label: string,
  env: Record<string, string> = {},
  {
    withWorker = true,
    paymentProvider,
    logger,
  }: Pick<Parameters<typeof createTestApp>[1] & object, 'paymentProvider' | 'logger'> & {
    withWorker?: boolean
  } = {},
): Promise<DeliveryHarness> {
  const shop = await createTestApp(label, {
    env: { ...busyShopEnv, ...env },
    paymentProvider,
    logger,
  })
  const smtp = await startSmtpCatcher()
  const worker = withWorker ? startTestWorker(shop, smtp) : undefined
  const api = client(shop)
  const adminToken = await signIn(api, testAdmin.email, testAdmin.password)
  return {
    shop,
    smtp,
    worker: worker!,
    api,
    adminToken,
    async upload(reportId, file, name = 'map.pdf', type = 'application/pdf') {
      const form = new FormData()
      form.append('file', new Blob([file], { type }), name)
      const response = await shop.app.request(`/api/admin/reports/${reportId}/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}` },
        body: form,
      })
      return {
        status: response.status,
        body: (await response.json()) as { error?: { message: string } },
      }
    },
    async close() {
      await worker?.stop()
      await smtp.close()
      await shop.close()
    },
  }
}

/**
 * Resolves once the shop has nothing left to do by itself: every event handled, no e-mail still
 * queued, no document left to typeset, no events, e-mail or document job waiting, running or waiting to retry, and no reminder due now
 * (reminders for later stay delayed). Whatever a duplicate would be (a second e-mail, a second
 * reminder) has happened by then, so a test asserts there is none after this, not after a pause.
 */
export async function settled(shop: TestApp, timeout = 30_000): Promise<void> {
  const { events, email, reminders, documents } = shop.deps.queues
  const pending = async () => {
    const [row] = await shop.db.orm.em
      .fork()
      .execute<{ events: number; emails: number; documents: number }[]>(
        `select (select count(*)::int from outbox_events where handled_at is null) as events,
              (select count(*)::int from email_log where status = 'queued') as emails,
              (select count(*)::int from issued_documents where typeset_at is null) as documents`,
      )
    const jobs = await Promise.all([
      events.getJobCounts('waiting', 'active', 'delayed', 'prioritized'),
      email.getJobCounts('waiting', 'active', 'delayed', 'prioritized'),
      reminders.getJobCounts('waiting', 'active', 'prioritized'),
      documents.getJobCounts('waiting', 'active', 'delayed', 'prioritized'),
    ])
    const counts = jobs.flatMap((byState) => Object.values(byState))
    return (
      row!.events + row!.emails + row!.documents + counts.reduce((sum, count) => sum + count, 0)
    )
  }
  await expect.poll(pending, { timeout, interval: 100 }).toBe(0)
}
