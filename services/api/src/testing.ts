import { emailJobRetry, parseEnv, storageSettings, type Env } from '@shop/config'
import { linkToken, seed, typedSql } from '@shop/db'
import { createTestDatabase, type TestDatabase } from '@shop/db/testing'
import { closeAllQueues, createAllQueues, createRedis, redisConnection } from '@shop/queue'
import { deleteKeysWithPrefix, testQueuePrefix, testRedisUrl } from '@shop/queue/testing'
import { openStorage } from '@shop/storage'
import type { Redis } from 'ioredis'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pino, { type Logger } from 'pino'
import { createApp } from './app.ts'
import { afterAnswer } from './http/after-answer.ts'
import { startMetrics } from './ops/metrics.ts'
import { startOrdersPoll } from './orders/orders-poll.ts'
import type { AuthSession, BuyerOrder, SignupInput } from '@shop/domain'
import type { AppDeps } from './context.ts'
import { sandboxPaymentProvider, type PaymentProvider } from '@shop/core'

export type { PaymentProvider } from '@shop/core'

export interface TestApp {
  app: ReturnType<typeof createApp>
  deps: AppDeps
  db: TestDatabase
  close(): Promise<void>
}

/**
 * The API wired to a database of its own, the real Redis and files in a folder of its own, as
 * `npm start` keeps them: nothing the product talks to is mocked.
 */
export async function createTestApp(
  label: string,
  options: {
    env?: Record<string, string>
    logger?: Logger
    webDist?: string
    redisUrl?: string
    paymentProvider?: PaymentProvider
    /** A PostgreSQL server of the test's own (startPostgresCluster) instead of the shared one. */
    databaseServerUrl?: string
  } = {},
): Promise<TestApp> {
  // Each step registers how to undo itself, so a start-up that fails halfway (a seed refused, Redis
  // away) leaves no database, folder or connection behind, and close() undoes them all.
  const undo: (() => unknown)[] = []
  const undoAll = async () => {
    for (const step of undo.reverse()) await step()
  }
  try {
    const db = await createTestDatabase(label, options.databaseServerUrl)
    undo.push(() => db.drop())
    const dataDir = await mkdtemp(join(tmpdir(), `shop-data-${label}-`))
    undo.push(() => rm(dataDir, { recursive: true, force: true }))
    const env: Env = parseEnv({
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      REDIS_URL: options.redisUrl ?? testRedisUrl,
      DATA_DIR: dataDir,
      QUEUE_PREFIX: testQueuePrefix(label),
      // Its own secret, so a test run never writes the development secret file
      JWT_SECRET: randomBytes(32).toString('hex'),
      // Suites call from one address and pay many orders from one account; the limits' own tests
      // set these low.
      RATE_LIMIT_ORDERS_PER_USER: '1000',
      RATE_LIMIT_PAYMENTS_PER_USER: '1000',
      RATE_LIMIT_PAYMENTS_PER_ADDRESS: '1000',
      UNPROVEN_EMAILS_PER_HOUR: '100000',
      ...options.env,
    })
    if (!options.redisUrl) undo.push(() => deleteKeysWithPrefix(env.REDIS_URL, env.QUEUE_PREFIX))
    await seed(db.orm.em.fork(), {
      adminTenantId: env.ADMIN_TENANT_ID,
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
    })
    const redis: Redis = createRedis(env.REDIS_URL, 'producer')
    redis.on('error', () => undefined)
    undo.push(() => redis.disconnect())
    const queues = createAllQueues({
      connection: redisConnection(env.REDIS_URL, 'producer'),
      prefix: env.QUEUE_PREFIX,
      emailRetry: emailJobRetry(env),
    })
    undo.push(() => closeAllQueues(queues))
    const logger = options.logger ?? pino({ level: 'silent' })
    const metrics = await startMetrics({ env, orm: db.orm, queues, logger })
    undo.push(() => metrics?.close())
    const ordersPoll = startOrdersPoll(env, redis, logger)
    undo.push(() => ordersPoll.listener.stop())
    const answered = afterAnswer(logger)
    undo.push(() => answered.settled())
    const deps: AppDeps = {
      env,
      orm: db.orm,
      redis,
      storage: openStorage(storageSettings(env)),
      queues,
      logger,
      webDist: options.webDist,
      rateLimitPrefix: `test-rate-limit-${randomBytes(4).toString('hex')}`,
      paymentProvider: options.paymentProvider,
      ordersPoll,
      metrics,
      afterAnswer: answered,
    }
    return { app: createApp(deps), deps, db, close: undoAll }
  } catch (error) {
    await undoAll()
    throw error
  }
}

/**
 * The sandbox provider as the test app's own would be: its charges kept in the app's Redis, so
 * every instance (the app's, the worker's, the test's) sees the same ones.
 */
export function appSandbox(shop: TestApp, delayMs = 0): PaymentProvider {
  return sandboxPaymentProvider({
    redis: shop.deps.redis,
    keyPrefix: shop.deps.env.QUEUE_PREFIX,
    delayMs,
  })
}

/** A logger that keeps every line it writes, parsed, for tests that look at what was logged. */
export function capturingLogger() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = []
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) },
  )
  return { lines, logger }
}

interface Envelope<T> {
  success: boolean
  data: T
  error?: { message: string; code?: string }
}

/**
 * JSON requests against the test app, answering status and parsed envelope; `headers` adds its
 * answer to every request (a suite that comes from a new address each time).
 */
export function client(shop: TestApp, headers: () => Record<string, string> = () => ({})) {
  const call = async <T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) => {
    const response = await shop.app.request(path, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...headers(),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    return { status: response.status, body: (await response.json()) as Envelope<T>, response }
  }
  // Helpers given only a client (signUpCustomer) reach the app's database through it.
  return Object.assign(call, { shop })
}

export type Client = ReturnType<typeof client>

export const testAdmin = { email: 'admin@shop.test', password: 'admin-password-1' }
export const testAdminEnv = { ADMIN_EMAIL: testAdmin.email, ADMIN_PASSWORD: testAdmin.password }

/** For suites that place many orders: a manager, no rate limit in the way, payments at once. */
export const busyShopEnv = {
  ...testAdminEnv,
  RATE_LIMIT_PER_MINUTE: '10000',
  PAYMENT_SANDBOX_DELAY_MS: '0',
}

/** Signs in and answers the session token. */
export async function signIn(api: Client, email: string, password: string) {
  const { status, body } = await api<{ sessionJwt: string }>('POST', '/api/auth/login', {
    body: { email, password },
  })
  if (status !== 200) throw new Error(`login of ${email} answered ${status}`)
  return body.data.sessionJwt
}

/** The token of the latest verification link e-mailed to `email`, as the worker renders it. */
export async function verificationToken(shop: TestApp, email: string): Promise<string> {
  const issued = await typedSql(shop.db.orm.em.fork())
    .selectFrom('account_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select('t.id')
    .where('u.email', '=', email.toLowerCase())
    .where('t.purpose', '=', 'verify')
    .orderBy('t.created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!issued) throw new Error(`no verification link for ${email}`)
  return linkToken('account-token', issued.id, shop.deps.env.JWT_SECRET)
}

/** Signs up and follows the e-mailed verification link, as a new customer does; answers the session. */
export async function signUpVerified(
  shop: TestApp,
  body: SignupInput,
  api = client(shop),
): Promise<AuthSession> {
  const signup = await api('POST', '/api/auth/signup', { body })
  if (signup.status !== 202) throw new Error(`signup answered ${signup.status}`)
  const verified = await api<AuthSession>('POST', '/api/auth/email/verify', {
    body: { token: await verificationToken(shop, body.email) },
  })
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}`)
  return verified.body.data
}

let customers = 0

/** A new, verified customer account; answers its session token and user id. */
export async function signUpCustomer(api: Client) {
  const email = `customer${++customers}-${randomBytes(3).toString('hex')}@example.co.il`
  const session = await signUpVerified(
    api.shop,
    { email, password: 'customer-password-1', name: 'לקוחה לדוגמה' },
    api,
  )
  return { email, token: session.sessionJwt, userId: session.user.userId }
}

/** A card the sandbox accepts (Luhn-valid number, valid Israeli ID). */
export const testCard = {
  cardNumber: '4580 4580 4580 4580',
  expiry: '12/39',
  cvv: '123',
  cardholderName: 'ישראל ישראלי',
  idNumber: '000000018',
  billingEmail: 'billing@example.co.il',
  billingPhone: '050-1234567',
}

export const testReport = (overrides: object = {}) => ({
  subjectName: 'דנה כהן',
  dateOfBirth: '1990-05-17',
  phone: '052-1234567',
  isGift: false,
  ...overrides,
})

let checkouts = 0

/** POST /api/orders as a checkout visit would: a fresh idempotency key unless one is given. */
export function placeOrder(
  api: Client,
  token: string,
  body: object,
  key = `checkout-${++checkouts}-${randomBytes(4).toString('hex')}`,
) {
  return api<{ order: BuyerOrder }>('POST', '/api/orders', {
    token,
    body,
    headers: { 'idempotency-key': key },
  })
}

/** An order placed and paid with the test card; answers the paid order. */
export async function placePaidOrder(
  api: Client,
  token: string,
  reports: object[] = [testReport()],
): Promise<BuyerOrder> {
  const created = await placeOrder(api, token, { reports })
  const paid = await api<{ order: BuyerOrder }>(
    'POST',
    `/api/orders/${created.body.data.order.id}/pay`,
    {
      token,
      body: testCard,
    },
  )
  if (paid.status !== 200) throw new Error(`payment answered ${paid.status}`)
  return paid.body.data.order
}
