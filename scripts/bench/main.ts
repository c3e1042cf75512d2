/**
 * `npm run bench`: each shop scenario beside a bare baseline measured in the same run on the same
 * machine, printed as ratios (only ratios from one run compare on a shared, noisy machine). It
 * starts everything it needs: the shop on a scratch database, a bare Hono app, a raw pg
 * transaction loop and raw nodemailer to an SMTP sink. A benchmark, not a test: it never fails CI.
 *
 *   BENCH_SECONDS   seconds per load scenario (default 10)
 *   BENCH_ONLY      comma-separated scenario names to run (poll, orders, email, admin, maps,
 *                   sign-in, dashboard)
 *   BENCH_MAP_SINGLES  reports drafted one at a time for the draft time percentiles (default 20)
 *   BENCH_MAP_BURST  reports paid at once, in orders of four (default 100)
 *   BENCH_SIGN_INS  sign-ins one after another for the sign-in percentiles (default 20)
 *   BENCH_DASHBOARD_ROUNDS  sign-ins in Chromium of a customer and of a manager (default 5)
 *   BENCH_DASHBOARD_ORDERS  orders seeded for the manager's dashboard (default 10000)
 */
import { cpus, totalmem } from 'node:os'
import { parseEnv } from '@shop/config'
import { dropDatabase } from '@shop/db'
import { emailKinds } from '@shop/core'
import {
  bareHono,
  bareSignIns,
  rawNodemailer,
  rawOrderTransactions,
  type RawEmailResult,
} from './baselines.ts'
import { benchCustomer, startBenchShop, scratchDatabase, type BenchShop } from './bench-shop.ts'
import { processCpuMs } from './processes.ts'
import { load, type Rate } from './load.ts'
import { mapsScenario } from './maps.ts'
import { seedOrders } from './seed-orders.ts'
import { apiSignIns, dashboardsAfterSignIn } from './sign-in.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim())
const wanted = (name: string) => !only || only.includes(name)

interface Row {
  scenario: string
  shop: Rate
  baseline?: { name: string; rate: Rate }
  goal: string
}
const rows: Row[] = []

const report = { subjectName: 'בדיקת עומס', dateOfBirth: '1990-01-01', phone: '0501234567' }
let visits = 0
const idempotencyKey = () => `bench-${process.pid}-${++visits}-${Date.now()}`

async function customer(shop: BenchShop, index: number) {
  const email = `bench-${index}-${Date.now()}@example.co.il`
  const session = await benchCustomer(shop, email)
  return { authorization: `Bearer ${session.sessionJwt}` }
}

async function pollScenario(shop: BenchShop) {
  const auth = await customer(shop, 0)
  await shop.call(
    'POST',
    '/api/orders',
    { reports: [report, report] },
    {
      ...auth,
      'idempotency-key': idempotencyKey(),
    },
  )
  // The ETag a polling client holds once the API's change listener is live: until then the list
  // is labelled by a hash, and the first versioned answer replaces it. Settled when it is still
  // answered 304 a second later.
  let etag = ''
  let settled = 0
  for (let attempt = 0; attempt < 60 && settled < 2; attempt++) {
    const answer = await fetch(`${shop.url}/api/orders`, {
      headers: { ...auth, 'if-none-match': etag },
    })
    if (answer.status === 304) settled++
    else {
      settled = 0
      etag = answer.headers.get('etag') ?? ''
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  const shopRate = await load({
    url: `${shop.url}/api/orders`,
    connections: 64,
    seconds,
    headers: { ...auth, 'if-none-match': etag },
    expect: [304],
  })
  const baseline = await bareHono(64, seconds)
  rows.push({
    scenario: 'orders poll, unchanged (304), 64 connections',
    shop: shopRate,
    baseline: { name: 'bare Hono JSON GET', rate: baseline },
    goal: '>= 0.25, p99 <= 20 ms',
  })
}

async function orderCreationScenario(shop: BenchShop) {
  const connections = 16
  const users = await Promise.all(
    Array.from({ length: connections }, (_, index) => customer(shop, index + 1)),
  )
  const shopRate = await load({
    url: `${shop.url}/api/orders`,
    method: 'POST',
    connections,
    seconds,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reports: [report, report] }),
    headersFor: (connection) => users[connection % users.length]!,
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, 'idempotency-key': idempotencyKey() },
    }),
  })
  const scratch = await scratchDatabase('raw')
  try {
    const baseline = await rawOrderTransactions(scratch, connections, seconds)
    rows.push({
      scenario: 'order creation (2 reports), 16 connections',
      shop: shopRate,
      baseline: { name: 'raw pg transaction, same rows', rate: baseline },
      goal: '>= 0.3, 0 errors',
    })
  } finally {
    await dropDatabase(scratch)
  }
}

const managerMessage = {
  subject: 'עדכון לגבי ההזמנה שלך',
  body: 'שלום, רצינו לעדכן שהמפה שלך בהכנה ותישלח אלייך בקרוב. תודה על הסבלנות!',
}

/**
 * Managers' e-mails written as the API writes them (a row in the e-mail log, which is an outbox),
 * then timed until the SMTP sink has them all: relay, BullMQ, rendering and SMTP. The baseline
 * sends the message the worker renders, with the same headers, through the same transport, as
 * many at a time and over as many connections as the worker's settings allow. Shop and baseline
 * take turns, five rounds each (BENCH_EMAIL_ROUNDS), after a round each that warms them up
 * unmeasured: a few seconds each, one burst of other work on the machine would decide a single
 * pair. The row gives the median round's ratio and lists them all.
 */
async function emailScenario(shop: BenchShop) {
  const count = Number(process.env.BENCH_EMAILS ?? 2000)
  // Odd, so that one round is the median
  const roundCount = 2 * Math.floor(Number(process.env.BENCH_EMAIL_ROUNDS ?? 5) / 2) + 1
  const settings = parseEnv()
  const auth = await customer(shop, 100)
  const { order } = await shop.call<{ order: { id: string } }>(
    'POST',
    '/api/orders',
    { reports: [report] },
    { ...auth, 'idempotency-key': idempotencyKey() },
  )
  const workerPid = shop.workerPid()!
  // The customer signed up without a name, as the e-mails below are addressed.
  const message = emailKinds['admin-message'].render(
    { name: null, ...managerMessage },
    {
      publicUrl: shop.url,
      email: settings.SHOP_CONTACT_EMAIL,
      phone: settings.SHOP_CONTACT_PHONE,
    },
  )

  async function shopRound(round: number, emails: number) {
    const before = shop.smtp.received()
    const workerCpu = processCpuMs(workerPid)
    const started = performance.now()
    await shop.db.query(
      `insert into email_log (id, idempotency_key, order_id, recipient, template, context, status,
         attempts, created_at, updated_at)
       select gen_random_uuid(), 'bench.' || n || '.' || $2, $1, 'buyer-' || n || '@example.co.il',
         'admin-message', $3::jsonb, 'queued', 0, now(), now()
       from generate_series(1, $4) as n`,
      [order.id, `${Date.now()}.${round}`, JSON.stringify(managerMessage), emails],
    )
    const finished = await shop.smtp.waitFor(before + emails, 600_000)
    return { seconds: (finished - started) / 1000, cpuMs: processCpuMs(workerPid) - workerCpu }
  }

  const raw = rawNodemailer()
  const rawRun = (emails: number) =>
    raw.send({
      smtpUrl: shop.smtp.url,
      count: emails,
      message: { from: settings.MAIL_FROM, ...message },
      messageIdDomain: new URL(shop.url).hostname,
      poolSize: settings.SMTP_POOL_SIZE,
      concurrency: settings.WORKER_EMAIL_CONCURRENCY,
    })
  const rounds: {
    shop: { seconds: number; cpuMs: number }
    baseline: RawEmailResult
    ratio: number
  }[] = []
  try {
    // Unmeasured: both sending processes compile their code paths and open their connections
    const warmUp = Math.ceil(count / 10)
    await shopRound(-1, warmUp)
    await rawRun(warmUp)
    for (let round = 0; round < roundCount; round++) {
      const shopRun = await shopRound(round, count)
      const baseline = await rawRun(count)
      rounds.push({ shop: shopRun, baseline, ratio: baseline.seconds / shopRun.seconds })
    }
  } finally {
    await raw.stop()
  }
  const ratios = rounds.map((round) => round.ratio.toFixed(2)).join(', ')
  const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[(roundCount - 1) / 2]!
  // CPU per e-mail of each sending process holds steadier than the rates on a machine shared with
  // other work; the gap between the two is what the relay, BullMQ and the database add per send.
  const perEmail = (pick: (round: (typeof rounds)[number]) => number) =>
    `${(rounds.reduce((sum, round) => sum + pick(round), 0) / (count * rounds.length)).toFixed(2)} ms`
  rows.push({
    scenario:
      `e-mails through outbox, BullMQ and SMTP (${count}, ${roundCount} rounds, ratios ${ratios}); ` +
      `CPU per e-mail: worker ${perEmail((round) => round.shop.cpuMs)}, ` +
      `raw nodemailer ${perEmail((round) => round.baseline.cpuMs)}`,
    shop: { rate: count / median.shop.seconds, errors: 0 },
    baseline: {
      name: 'raw nodemailer, same SMTP server',
      rate: { rate: count / median.baseline.seconds, errors: 0 },
    },
    goal: '>= 0.7',
  })
}

/** With 100,000 orders seeded: the admin orders page under each filter, and the summary cards. */
async function adminScenario(shop: BenchShop) {
  const seeded = await seedOrders(shop.db, Number(process.env.BENCH_ORDERS ?? 100_000))
  const session = await shop.call<{ sessionJwt: string }>('POST', '/api/auth/login', shop.admin)
  // As a browser asks: the admin answers are compressed when the client accepts it.
  const headers = {
    authorization: `Bearer ${session.sessionJwt}`,
    'accept-encoding': 'gzip, deflate, br',
  }
  const pages: [string, string][] = [
    ['admin orders, first page', '/api/admin/orders?page=1&pageSize=50'],
    ['admin orders, page 1000', '/api/admin/orders?page=1000&pageSize=50'],
    ['admin orders, status paid', '/api/admin/orders?status=paid&page=3&pageSize=50'],
    ['admin orders, by order number', `/api/admin/orders?q=${seeded.someOrderNumber}`],
    ['admin orders, by e-mail', `/api/admin/orders?q=${encodeURIComponent(seeded.someEmail)}`],
    ['admin orders, by subject name', `/api/admin/orders?q=${encodeURIComponent('נועה')}`],
    ['admin summary cards', '/api/admin/stats'],
  ]
  // One connection is a manager's clicks answered back to back; four keep both cores busy, with
  // the load generator, and show what waiting behind each other adds.
  for (const connections of [1, 4]) {
    for (const [title, path] of pages) {
      const rate = await load({
        url: `${shop.url}${path}`,
        connections,
        seconds: Math.max(3, Math.round(seconds / 2)),
        headers,
        serverTiming: true,
      })
      rows.push({
        scenario: `${title} (${seeded.orders} orders), ${connections} connection${connections > 1 ? 's' : ''}`,
        shop: rate,
        goal: 'p99 <= 30 ms server time',
      })
    }
  }
}

async function mapDraftScenario(shop: BenchShop) {
  const figures = await mapsScenario(shop)
  rows.push({
    scenario: 'map draft per report, alone (request to stored PDF)',
    shop: figures.draft,
    goal: 'p50 <= 3 s, p99 <= 10 s',
  })
  const { burst } = figures
  rows.push({
    scenario:
      `${burst.reports} map drafts queued at once, all drafted in ${burst.seconds.toFixed(1)} s; ` +
      `worker peak RSS ${burst.workerPeakMb} MB, ${burst.withBrowserPeakMb} MB with Chromium`,
    shop: { rate: burst.reports / burst.seconds, errors: 0 },
    goal: '100 within 120 s, memory bounded',
  })
}

/** Sign-ins through the API beside bare Hono checking the same password with one hash. */
async function signInScenario(shop: BenchShop) {
  const count = Number(process.env.BENCH_SIGN_INS ?? 20)
  const shopRate = await apiSignIns(shop, count)
  const baseline = await bareSignIns(count)
  rows.push({
    scenario: `customer sign-in, POST /api/auth/login (${count}, one after another)`,
    shop: shopRate,
    baseline: { name: 'bare Hono, one scrypt hash (N=2^17, r=8, p=1)', rate: baseline },
    goal: 'p99 <= 1 s',
  })
}

/**
 * From pressing the sign-in button in Chromium until the landing page shows its content, beside
 * a bare page load of the same server, with orders seeded so the manager's lists are not empty.
 */
async function dashboardScenario(shop: BenchShop) {
  const seeded = await seedOrders(shop.db, Number(process.env.BENCH_DASHBOARD_ORDERS ?? 10_000))
  const rounds = Number(process.env.BENCH_DASHBOARD_ROUNDS ?? 5)
  const figures = await dashboardsAfterSignIn(shop, rounds)
  const baseline = { name: 'bare page load (/login), new profile', rate: figures.barePage }
  rows.push(
    {
      scenario: `customer sign-in to the order form, Chromium (${rounds})`,
      shop: figures.customer,
      baseline,
      goal: 'p99 <= 1.5 s',
    },
    {
      scenario: `manager sign-in to the orders tab (${seeded.orders} orders), Chromium (${rounds})`,
      shop: figures.manager,
      baseline,
      goal: 'p99 <= 1.5 s',
    },
  )
}

function printRows() {
  const ms = (value?: number) => (value === undefined ? '' : `${Math.round(value * 10) / 10} ms`)
  // Below ten a second (sign-ins, page loads) the tenths and hundredths still tell rows apart
  const rate = (value: number) =>
    value >= 1000
      ? `${(value / 1000).toFixed(1)}k/s`
      : `${value >= 10 ? Math.round(value) : value.toFixed(2)}/s`
  const lines = [
    `| scenario | shop | p50 | p99 | server p50 | server p99 | errors | baseline | baseline rate | ratio | goal |`,
    `|---|---|---|---|---|---|---|---|---|---|---|`,
    ...rows.map((row) =>
      [
        row.scenario,
        rate(row.shop.rate),
        ms(row.shop.p50),
        ms(row.shop.p99),
        ms(row.shop.server?.p50),
        ms(row.shop.server?.p99),
        row.shop.errors,
        row.baseline?.name ?? '',
        row.baseline ? rate(row.baseline.rate.rate) : '',
        row.baseline ? (row.shop.rate / row.baseline.rate.rate).toFixed(2) : '',
        row.goal,
      ].join(' | '),
    ),
  ].map((line) => (line.startsWith('|') ? line : `| ${line} |`))
  console.log(lines.join('\n'))
}

console.log(
  `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${seconds} s per load`,
)
/** Runs scenarios on a shop of their own, stopped once they are done. */
async function withShop(run: (shop: BenchShop) => Promise<void>) {
  const shop = await startBenchShop()
  try {
    await run(shop)
  } finally {
    await shop.stop()
  }
}

try {
  await withShop(async (shop) => {
    if (wanted('poll')) await pollScenario(shop)
    if (wanted('orders')) await orderCreationScenario(shop)
    if (wanted('email')) await emailScenario(shop)
    if (wanted('maps')) await mapDraftScenario(shop)
    if (wanted('sign-in')) await signInScenario(shop)
  })
  if (wanted('dashboard')) await withShop(dashboardScenario)
  // On the seeded history alone: the order-creation scenario's thousands of orders, sixteen buyers
  // under one subject name and newer than any seeded order, would head every newest-first list.
  if (wanted('admin')) await withShop(adminScenario)
} finally {
  printRows()
}
