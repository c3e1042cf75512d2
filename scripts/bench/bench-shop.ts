import { dropDatabase, ensureDatabase, migrate, openOrm, seed } from '@shop/db'
import { deleteKeysWithPrefix, unusedPort } from '@shop/queue/testing'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { runEntry, stopChild, waitForOk } from './processes.ts'
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts'

export interface BenchShop {
  url: string
  databaseUrl: string
  db: pg.Pool
  smtp: SmtpSink
  admin: { email: string; password: string }
  /** Answers the envelope's data of a JSON call; throws on anything but 2xx. */
  call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T>
  workerPid(): number | undefined
  stop(): Promise<void>
}

export const benchPassword = 'bench-password-1'

/**
 * A new customer's session. Sign-up signs in only through the e-mailed link; the bench measures
 * the shop, not the mailbox, so it marks the address verified as the link would, then signs in.
 */
export async function benchCustomer(shop: BenchShop, email: string) {
  const password = benchPassword
  await shop.call('POST', '/api/auth/signup', { email, password })
  await shop.db.query(`update users set email_verified_at = now() where email = $1`, [email])
  return shop.call<{ sessionJwt: string }>('POST', '/api/auth/login', { email, password })
}

const serverUrl = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432'
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

/** A scratch database on the local server, migrated and seeded; dropped by the caller. */
export async function scratchDatabase(label: string): Promise<string> {
  const url = new URL(serverUrl)
  url.pathname = `/bench_${label}_${randomBytes(4).toString('hex')}`
  await ensureDatabase(url.toString())
  const orm = await openOrm(url.toString())
  try {
    await migrate(orm)
    await seed(orm.em.fork(), {
      adminTenantId: 'shop-admins',
      adminEmail: 'bench-admin@example.co.il',
      adminPassword: 'bench-admin-password',
    })
    // Production opens checkout only once the invoices can name the business.
    await orm.em.execute(
      `insert into settings (key, value, updated_at)
       values ('business_name', 'בדיקת עומס בע״מ', now()), ('business_address', 'הרצל 1, תל אביב', now()),
         ('dealer_number', '514123454', now())
       on conflict (key) do update set value = excluded.value`,
    )
  } finally {
    await orm.close()
  }
  return url.toString()
}

/**
 * The shop as `npm start` runs it (API and worker in processes of their own) on a scratch
 * database, its own queue prefix on the local Redis, a scratch folder for files and an SMTP sink.
 */
export async function startBenchShop(): Promise<BenchShop> {
  const databaseUrl = await scratchDatabase('shop')
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-data-'))
  const smtp = await startSmtpSink()
  const port = await unusedPort()
  const prefix = `bench-${randomBytes(4).toString('hex')}`
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: prefix,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: 'bench-admin@example.co.il',
    ADMIN_PASSWORD: 'bench-admin-password',
    // The bench is one address and a few users making thousands of calls: no limit may count.
    RATE_LIMIT_PER_MINUTE: '100000000',
    RATE_LIMIT_ORDERS_PER_USER: '100000000',
    RATE_LIMIT_PAYMENTS_PER_USER: '100000000',
    RATE_LIMIT_PAYMENTS_PER_ADDRESS: '100000000',
    PAYMENT_SANDBOX_DELAY_MS: '0',
  }
  const api = runEntry('services/api/dist/main.js', env)
  const worker = runEntry('services/worker/dist/main.js', env)
  const url = `http://127.0.0.1:${port}`
  await waitForOk(`${url}/healthz`)
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  // An idle connection the server ends (57P01) is dropped from the pool; unheard, its error would
  // end the bench.
  db.on('error', () => {})

  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const envelope = (await response.json()) as { data: T }
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`)
    return envelope.data
  }

  return {
    url,
    databaseUrl,
    db,
    smtp,
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    call,
    workerPid: () => worker.pid,
    async stop() {
      await Promise.all([stopChild(api), stopChild(worker)])
      await db.end()
      await smtp.close()
      await rm(dataDir, { recursive: true, force: true })
      await deleteKeysWithPrefix(redisUrl, prefix)
      await dropDatabase(databaseUrl)
    },
  }
}
