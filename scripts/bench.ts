/**
 * `npm run bench`: a short load test of a running shop (BENCH_URL, default the local one). It
 * signs up a customer, places an order, then measures the calls every visitor and every open
 * orders page makes. Each scenario runs a fixed time against that address only.
 */
import autocannon from 'autocannon'

const base = process.env.BENCH_URL ?? 'http://localhost:3000'
const seconds = Number(process.env.BENCH_SECONDS ?? 10)

async function call<T>(
  path: string,
  init: RequestInit = {},
): Promise<{ data: T; etag: string | null }> {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  const body = (await response.json()) as { data: T }
  return { data: body.data, etag: response.headers.get('etag') }
}

const email = `bench-${Date.now()}@example.co.il`
const { data: session } = await call<{ sessionJwt: string }>('/api/auth/signup', {
  method: 'POST',
  body: JSON.stringify({ email, password: 'bench-password-1' }),
})
const auth = { authorization: `Bearer ${session.sessionJwt}` }
await call('/api/orders', {
  method: 'POST',
  headers: { ...auth, 'idempotency-key': `bench-${Date.now()}` },
  body: JSON.stringify({
    reports: [{ subjectName: 'בדיקת עומס', dateOfBirth: '1990-01-01', phone: '0501234567' }],
  }),
})
const { etag } = await call('/api/orders', { headers: auth })

const scenarios: { title: string; path: string; headers?: Record<string, string> }[] = [
  { title: 'public settings (every page)', path: '/api/settings/public' },
  { title: 'health check', path: '/healthz' },
  {
    title: 'orders poll, unchanged (304)',
    path: '/api/orders',
    headers: { ...auth, 'if-none-match': etag ?? '' },
  },
  { title: 'orders list', path: '/api/orders', headers: auth },
]

for (const scenario of scenarios) {
  const result = await autocannon({
    url: `${base}${scenario.path}`,
    headers: scenario.headers,
    connections: 20,
    duration: seconds,
  })
  const non2xx = result.non2xx - (scenario.headers?.['if-none-match'] ? result['3xx'] : 0)
  console.log(
    `${scenario.title.padEnd(32)} ${Math.round(result.requests.average)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + non2xx}`,
  )
}
