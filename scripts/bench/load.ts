import autocannon from 'autocannon'

export interface Rate {
  /** Requests (or items) per second. */
  rate: number
  p50?: number
  p99?: number
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
}

/** autocannon against one address: average rate, p50/p99 latency and every failed request. */
export async function load(options: LoadOptions): Promise<Rate> {
  let connection = 0
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
    requests: options.setupRequest ? [{ setupRequest: options.setupRequest as never }] : undefined,
  })
  // A scenario that expects 304 counts a full answer as a miss, not as a success
  const expectsNotModified = (options.expect ?? []).includes(304)
  const accepted = expectsNotModified ? result['3xx'] : 0
  const missed = expectsNotModified ? result['2xx'] : 0
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx - accepted + missed,
  }
}
