import { execFileSync } from 'node:child_process'
import { benchCustomer, type BenchShop } from './bench-shop.ts'
import { durations, type Rate } from './load.ts'

const card = {
  cardNumber: '4580458045804580',
  expiry: '12/39',
  cvv: '123',
  cardholderName: 'ישראל ישראלי',
  idNumber: '000000018',
  billingEmail: 'bench-billing@example.co.il',
  billingPhone: '0501234567',
}
const names = ['נועה כהן', 'Daniel Levi', 'מיכל בת-שבע אהרוני', 'יוסף חיים', 'Sarah Johnson']

export interface MapsFigures {
  /** Seconds from a report's draft request to its stored draft, one report at a time. */
  draft: Rate
  burst: { reports: number; seconds: number; workerPeakMb: number; withBrowserPeakMb: number }
}

/** Resident memory of a process and all its descendants (the worker and its Chromium), in kB. */
function treeRss(root: number): { own: number; tree: number } {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number])
  const inTree = new Set([root])
  for (let grew = true; grew;) {
    grew = false
    for (const [pid, ppid] of rows) {
      if (inTree.has(ppid) && !inTree.has(pid)) {
        inTree.add(pid)
        grew = true
      }
    }
  }
  const own = rows.find(([pid]) => pid === root)?.[2] ?? 0
  const tree = rows.filter(([pid]) => inTree.has(pid)).reduce((sum, [, , rss]) => sum + rss, 0)
  return { own, tree }
}

async function paidOrders(shop: BenchShop, orders: number, reportsEach: number) {
  const email = `bench-maps-${Date.now()}@example.co.il`
  const { sessionJwt } = await benchCustomer(shop, email)
  const auth = { authorization: `Bearer ${sessionJwt}` }
  const created = []
  for (let index = 0; index < orders; index++) {
    const reports = Array.from({ length: reportsEach }, (_, position) => ({
      subjectName: names[(index + position) % names.length],
      dateOfBirth: `19${60 + ((index + position) % 40)}-0${1 + (position % 9)}-1${position % 10}`,
      phone: '0501234567',
    }))
    const { order } = await shop.call<{ order: { id: string } }>(
      'POST',
      '/api/orders',
      { reports },
      { ...auth, 'idempotency-key': `bench-maps-${Date.now()}-${index}` },
    )
    created.push(order.id)
  }
  return {
    pay: (orderId: string) => shop.call('POST', `/api/orders/${orderId}/pay`, card, auth),
    created,
  }
}

async function waitForDrafts(shop: BenchShop, orderIds: string[], timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { rows } = await shop.db.query<{ waiting: number }>(
      `select count(*)::int as waiting from reports
       where order_id = any($1) and draft_status is distinct from 'drafted'`,
      [orderIds],
    )
    if (rows[0]!.waiting === 0) return
    if (Date.now() > deadline) throw new Error(`${rows[0]!.waiting} drafts not made in time`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The map engine on the bench shop's own worker process: each report drafted alone (request to
 * stored PDF, as the database stamps them), then 100 reports (BENCH_MAP_BURST) paid at once until
 * all are drafted, sampling the worker's memory with and without its Chromium.
 */
export async function mapsScenario(shop: BenchShop): Promise<MapsFigures> {
  const singles = Number(process.env.BENCH_MAP_SINGLES ?? 20)
  const one = await paidOrders(shop, singles, 1)
  for (const orderId of one.created) {
    await one.pay(orderId)
    await waitForDrafts(shop, [orderId], 60_000)
  }
  const { rows } = await shop.db.query<{ ms: number }>(
    `select extract(epoch from drafted_at - draft_requested_at) * 1000 as ms from reports
     where order_id = any($1)`,
    [one.created],
  )
  const times = rows.map((row) => Number(row.ms))

  // Orders of four reports, as a family orders them
  const burstOrders = Math.ceil(Number(process.env.BENCH_MAP_BURST ?? 100) / 4)
  const burst = await paidOrders(shop, burstOrders, 4)
  const workerPid = shop.workerPid()!
  let workerPeak = 0
  let treePeak = 0
  const sampler = setInterval(() => {
    const rss = treeRss(workerPid)
    workerPeak = Math.max(workerPeak, rss.own)
    treePeak = Math.max(treePeak, rss.tree)
  }, 200)
  const started = performance.now()
  try {
    await Promise.all(burst.created.map((orderId) => burst.pay(orderId)))
    await waitForDrafts(shop, burst.created)
  } finally {
    clearInterval(sampler)
  }
  const seconds = (performance.now() - started) / 1000
  return {
    draft: durations(times),
    burst: {
      reports: burstOrders * 4,
      seconds,
      workerPeakMb: Math.round(workerPeak / 1024),
      withBrowserPeakMb: Math.round(treePeak / 1024),
    },
  }
}
