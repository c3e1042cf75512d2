import pg from 'pg'
import { load, timeEach, type Rate } from './load.ts'
import { unusedPort } from '@shop/queue/testing'
import { benchPassword } from './bench-shop.ts'
import { runEntry, stopChild, waitForOk } from './processes.ts'

/** The bare Hono baselines in their own process; `stop` ends it. */
async function startBareHono(env: NodeJS.ProcessEnv = {}) {
  const port = await unusedPort()
  const child = runEntry('scripts/bench/bare-hono.ts', { ...env, PORT: String(port) })
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForOk(`${url}/json`)
  } catch (error) {
    await stopChild(child)
    throw error
  }
  return { url, stop: () => stopChild(child) }
}

/** Bare Hono answering a JSON GET, loaded like the shop's poll. */
export async function bareHono(connections: number, seconds: number): Promise<Rate> {
  const bare = await startBareHono()
  try {
    return await load({ url: `${bare.url}/json`, connections, seconds })
  } finally {
    await bare.stop()
  }
}

/** `count` sign-ins one after another on bare Hono, each checking the password with one hash. */
export async function bareSignIns(count: number): Promise<Rate> {
  const bare = await startBareHono({ SIGN_IN_PASSWORD: benchPassword })
  try {
    return await timeEach(count, async () => {
      const answer = await fetch(`${bare.url}/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: benchPassword }),
      })
      if (!answer.ok) throw new Error(`bare sign-in answered ${answer.status}`)
    })
  } finally {
    await bare.stop()
  }
}

/**
 * What order creation writes, as raw node-postgres transactions: an order (with its idempotency
 * key's request hash), two reports and the order.created outbox row, from `connections` clients
 * at once for `seconds`.
 */
export async function rawOrderTransactions(
  databaseUrl: string,
  connections: number,
  seconds: number,
): Promise<Rate> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections })
  // An idle connection the server ends (57P01 when a database is dropped) is dropped from the pool;
  // unheard, its error would end the bench.
  pool.on('error', () => {})
  const {
    rows: [user],
  } = await pool.query<{ id: string }>(
    `insert into users (id, email, password_hash, created_at, updated_at)
     values (gen_random_uuid(), 'raw-' || gen_random_uuid() || '@example.co.il', 'x', now(), now())
     returning id`,
  )
  let done = 0
  const latencies: number[] = []
  const until = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = await pool.connect()
      try {
        while (performance.now() < until) {
          const started = performance.now()
          await client.query('begin')
          const {
            rows: [order],
          } = await client.query<{ id: string }>(
            `insert into orders (id, user_id, idempotency_key, request_hash, unit_price_agorot,
               subtotal_agorot, vat_rate_basis_points, vat_agorot, total_agorot, created_at,
               updated_at)
             values (gen_random_uuid(), $1, gen_random_uuid()::text,
               encode(sha256(gen_random_uuid()::text::bytea), 'hex'), 18000, 36000, 1700, 6120,
               42120, now(), now()) returning id`,
            [user!.id],
          )
          for (const position of [0, 1]) {
            await client.query(
              `insert into reports (id, order_id, position, subject_name, date_of_birth, phone,
                 created_at, updated_at)
               values (gen_random_uuid(), $1, $2, 'בדיקת עומס', '1990-01-01', '0501234567', now(),
                 now())`,
              [order!.id, position],
            )
          }
          await client.query(
            `insert into outbox_events (id, type, payload, created_at)
             values (gen_random_uuid(), 'order.created', $1, clock_timestamp())`,
            [JSON.stringify({ orderId: order!.id })],
          )
          await client.query('commit')
          latencies.push(performance.now() - started)
          done += 1
        }
      } finally {
        client.release()
      }
    }),
  )
  await pool.end()
  latencies.sort((a, b) => a - b)
  return {
    rate: done / seconds,
    p50: latencies[Math.floor(latencies.length * 0.5)],
    p99: latencies[Math.floor(latencies.length * 0.99)],
    errors: 0,
  }
}

/** What the raw nodemailer baseline sends: `count` copies of one rendered message. */
export interface RawEmailRun {
  smtpUrl: string
  count: number
  message: { from: string; subject: string; html: string; text: string }
  /** The Message-ID's domain, as the worker derives it from PUBLIC_URL. */
  messageIdDomain: string
  poolSize: number
  concurrency: number
}

export interface RawEmailResult {
  seconds: number
  /** CPU time the sending process used. */
  cpuMs: number
}

/**
 * The same e-mails sent straight through the worker's own transport, in a process of its own as
 * the worker is (the SMTP sink lives in the bench's process for both). One process and one
 * transport serve every run, as the worker's do, so the runs after the first are as warm as it.
 */
export function rawNodemailer() {
  const child = runEntry('scripts/bench/raw-nodemailer.ts', {}, { ipc: true })
  return {
    send(run: RawEmailRun): Promise<RawEmailResult> {
      return new Promise<RawEmailResult>((resolve, reject) => {
        const exited = (code: number | null) =>
          reject(new Error(`raw nodemailer exited with ${code}`))
        child.once('exit', exited)
        child.once('message', (message) => {
          child.off('exit', exited)
          resolve(message as RawEmailResult)
        })
        child.send(run)
      })
    },
    stop: () => stopChild(child),
  }
}
