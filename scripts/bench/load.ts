import autocannon from 'autocannon'

export interface Rate {
  /** Requests (or items) per second. */
  rate: number
  p50?: number
  p99?: number
  /** The server's own time (its Server-Timing total), without the network and the client. */
  server?: { p50: number; p99: number }
  errors: number
}

export interface LoadOptions {
  url: string
  connections: number
  seconds: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** Each connection's own headers (its own signed-in user, say). */
  headersFor?: (connection: number) => Record<string, string>
  /** Varies every request, e.g. a fresh idempotency key. */
  setupRequest?: (request: { headers?: Record<string, string> }) => object
  /** Status codes that count as success besides 2xx. */
  expect?: number[]
  /** Collects the Server-Timing total of every answer. */
  serverTiming?: boolean
}

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0
}

/** Durations (ms) of things done one after another: their rate, p50 and p99. */
export function durations(times: number[]): Rate {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    rate: 1000 / (sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    errors: 0,
  }
}

/** Runs `step` `count` times one after another, timing each. */
export async function timeEach(count: number, step: () => Promise<void>): Promise<Rate> {
  const times: number[] = []
  for (let index = 0; index < count; index++) {
    const started = performance.now()
    await step()
    times.push(performance.now() - started)
  }
  return durations(times)
}

/** autocannon against one address: average rate, p50/p99 latency and every failed request. */
export async function load(options: LoadOptions): Promise<Rate> {
  let connection = 0
  const serverTimes: number[] = []
  const recordServerTime = (
    _status: number,
    _body: string,
    _context: object,
    headers: Record<string, string>,
  ) => {
    const header = Object.entries(headers).find(([name]) => name.toLowerCase() === 'server-timing')
    const total = header?.[1].match(/total;dur=([\d.]+)/)?.[1]
    if (total) serverTimes.push(Number(total))
  }
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    setupClient: options.headersFor
      ? (client) => client.setHeaders({ ...options.headers, ...options.headersFor!(connection++) })
      : undefined,
    // autocannon calls any hook whose key is present, so only the wanted ones are given
    requests:
      options.setupRequest || options.serverTiming
        ? [
            {
              ...(options.setupRequest && { setupRequest: options.setupRequest as never }),
              ...(options.serverTiming && { onResponse: recordServerTime as never }),
            },
          ]
        : undefined,
  })
  serverTimes.sort((a, b) => a - b)
  // A scenario that expects 304 counts a full answer as a miss, not as a success
  const expectsNotModified = (options.expect ?? []).includes(304)
  const accepted = expectsNotModified ? result['3xx'] : 0
  const missed = expectsNotModified ? result['2xx'] : 0
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    server: serverTimes.length
      ? { p50: percentile(serverTimes, 0.5), p99: percentile(serverTimes, 0.99) }
      : undefined,
    errors: result.errors + result.timeouts + result.non2xx - accepted + missed,
  }
}
