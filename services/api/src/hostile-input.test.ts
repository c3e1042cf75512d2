import { he } from '@shop/domain'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  routeSamples,
  type Caller,
  type KnownIds,
  type RouteSample,
} from './hostile-input-routes.ts'
import { hostileString, hostileUrlText, hostileValue, rawToken } from './hostile-values.ts'
import {
  client,
  createTestApp,
  placeOrder,
  placePaidOrder,
  signIn,
  signUpCustomer,
  testAdmin,
  testAdminEnv,
  testReport,
  type TestApp,
} from './testing.ts'

let shop: TestApp
let api: ReturnType<typeof client>
let ids: KnownIds
const tokens: Partial<Record<Caller, string>> = {}

beforeAll(async () => {
  shop = await createTestApp('hostile', {
    env: { ...testAdminEnv, RATE_LIMIT_PER_MINUTE: '1000000', PAYMENT_SANDBOX_DELAY_MS: '0' },
  })
  api = client(shop)
  tokens.admin = await signIn(api, testAdmin.email, testAdmin.password)
  const customer = await signUpCustomer(api)
  tokens.customer = customer.token
  tokens.throwaway = (await signUpCustomer(api)).token
  const pending = await placeOrder(api, customer.token, { reports: [testReport()] })
  const paid = await placePaidOrder(api, customer.token)
  const cancellable = await placePaidOrder(api, customer.token)
  const coupon = await api<{ id: string }>('POST', '/api/coupons', {
    token: tokens.admin,
    body: { code: 'HOSTILEBASE', discountType: 'fixed', discountValue: '10' },
  })
  const login = await api<{ refreshJwt: string }>('POST', '/api/auth/login', {
    body: { email: customer.email, password: 'customer-password-1' },
  })
  ids = {
    pendingOrderId: pending.body.data.order.id,
    paidOrderId: paid.id,
    cancellableOrderId: cancellable.id,
    reportId: paid.reports[0]!.id,
    couponId: coupon.body.data.id,
    refreshJwt: login.body.data.refreshJwt,
    customerEmail: customer.email,
    customerPassword: 'customer-password-1',
  }
})
afterAll(() => shop?.close())

/** "METHOD /path" of every API route the app serves, read from the app itself. */
function appRoutes(): string[] {
  const routes = shop.app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${route.path}`)
  return [...new Set(routes)].sort()
}

// Words a customer may meet in the catalogue's own Hebrew sentences.
const latinInCatalogue = new Set(['PDF', 'MB', 'MM', 'YY', 'CVV'])

/** A message fit for a customer: Hebrew, and no leaked `NaN`, `null`, `int` or English. */
function expectCustomerMessage(message: unknown, label: string) {
  expect(message, label).toEqual(expect.stringMatching(/[\u05D0-\u05EA]/))
  const latin = (message as string).match(/[A-Za-z]+/g) ?? []
  expect(
    latin.filter((word) => !latinInCatalogue.has(word)),
    `${label}: ${message as string}`,
  ).toEqual([])
}

async function expectEnvelope(response: Response, label: string, html = false) {
  const text = await response.text()
  expect(response.status, `${label} -> ${text.slice(0, 300)}`).toBeLessThan(500)
  // A path the link routes never saw (no token at all) is the API's own 404, in the envelope.
  if (html && response.headers.get('content-type')?.startsWith('text/html')) {
    expect(response.status, label).toBeGreaterThanOrEqual(400)
    expect(text, label).toMatch(/<html lang="he" dir="rtl">[\s\S]*[\u05D0-\u05EA]/)
    return
  }
  let body: { success?: unknown; data?: unknown; error?: { message?: unknown } }
  try {
    body = JSON.parse(text) as typeof body
  } catch {
    throw new Error(`${label} answered ${response.status} without JSON: ${text.slice(0, 200)}`)
  }
  if (response.status >= 400) {
    expect(body.success, label).toBe(false)
    expectCustomerMessage(body.error?.message, `${label} -> ${response.status}`)
  } else {
    expect(body.success, label).toBe(true)
    expect(body, label).toHaveProperty('data')
  }
}

type Path = (string | number)[]

/** Paths to every value inside a sample body, so a mutation can reach nested fields. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key]
    return [path, ...pathsOf(child, path)]
  })
}

type Mutation = {
  pick: number
  kind: 'set' | 'delete' | 'raw' | 'add'
  value: unknown
  raw: string
}

function mutate(body: unknown, paths: Path[], mutations: Mutation[]): string {
  const copy = structuredClone(body) as Record<string | number, unknown>
  const raws: string[] = []
  for (const { pick, kind, value, raw } of mutations) {
    const path = paths[pick % paths.length]!
    let parent: unknown = copy
    for (const key of path.slice(0, -1)) {
      parent = (parent as Record<string | number, unknown> | undefined)?.[key]
    }
    // An earlier mutation may have replaced or removed this path's parent.
    if (typeof parent !== 'object' || parent === null) continue
    const target = parent as Record<string | number, unknown>
    const key = kind === 'add' ? `extra${pick}` : path.at(-1)!
    if (kind === 'delete') delete target[key]
    else if (kind === 'raw') {
      target[key] = `__raw_${raws.length}__`
      raws.push(raw)
    } else target[key] = value
  }
  let text = JSON.stringify(copy)
  raws.forEach((token, index) => (text = text.replace(`"__raw_${index}__"`, token)))
  return text
}

const contentTypes = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ),
  },
)

function requestArbitrary(route: string, sample: RouteSample) {
  const [method, path] = route.split(' ') as [string, string]
  const realIds = sample.ids?.(ids) ?? []
  const idText = realIds.length
    ? fc.oneof(hostileUrlText, fc.constantFrom(...realIds))
    : hostileUrlText
  const params = path.match(/:\w+/g) ?? []
  const url = fc.tuple(
    fc.array(idText, { minLength: params.length, maxLength: params.length }),
    fc.array(fc.tuple(fc.constantFrom('q', 'page', 'pageSize', 'status', 'id'), hostileUrlText), {
      maxLength: 3,
    }),
  )
  const exampleBody = sample.body?.(ids)
  const paths = exampleBody === undefined ? [] : pathsOf(exampleBody)
  const mutation = fc.record({
    pick: fc.nat(),
    kind: fc.constantFrom('set', 'set', 'set', 'delete', 'raw', 'add'),
    value: hostileValue,
    raw: rawToken,
  })
  const body: fc.Arbitrary<string | undefined> =
    method === 'GET'
      ? fc.constant(undefined)
      : fc.oneof(
          ...(paths.length
            ? [
                {
                  weight: 6,
                  arbitrary: fc
                    .array(mutation, { minLength: 1, maxLength: 3 })
                    .map((mutations) => mutate(sample.body!(ids), paths, mutations)),
                },
              ]
            : []),
          { weight: 2, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
          { weight: 1, arbitrary: fc.oneof(rawToken, hostileString) },
          { weight: 1, arbitrary: fc.constant(undefined) },
        )
  return fc.record({ url, body, contentType: contentTypes }).map(({ url, body, contentType }) => {
    let target = path
    url[0].forEach((id, index) => (target = target.replace(params[index]!, id)))
    if (url[1].length) target += `?${url[1].map(([key, value]) => `${key}=${value}`).join('&')}`
    return { method, target, body, contentType }
  })
}

// Enough to meet every kind of hostile value on every route within the suite's minute; set
// HOSTILE_RUNS higher for a longer hunt.
const runsPerRoute = Number(process.env.HOSTILE_RUNS ?? 40)

describe('hostile input on every route', () => {
  it('covers every route the app serves', () => {
    expect(appRoutes()).toEqual(Object.keys(routeSamples).sort())
  })

  for (const [route, sample] of Object.entries(routeSamples)) {
    it(`${route}: never a 5xx, always the envelope, always Hebrew`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, sample), async (request) => {
          const token = sample.as === 'anonymous' ? undefined : tokens[sample.as]
          const headers: Record<string, string> = { ...sample.headers?.() }
          if (token) headers.authorization = `Bearer ${token}`
          if (request.body !== undefined && request.contentType) {
            headers['content-type'] = request.contentType
          }
          const response = await shop.app.request(request.target, {
            method: request.method,
            headers,
            body: request.body === undefined ? undefined : new TextEncoder().encode(request.body),
          })
          await expectEnvelope(response, `${request.method} ${request.target}`, sample.html)
        }),
        { numRuns: runsPerRoute },
      )
    }, 60_000)
  }
})

describe('request bodies', () => {
  const contact = { name: 'ישראל', email: 'israel@example.co.il', message: 'שלום' }

  it('refuses a JSON body over the limit with 413, before reading it', async () => {
    const response = await shop.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...contact, message: 'א'.repeat(64 * 1024) }),
    })
    expect(response.status).toBe(413)
    const body = await response.json()
    expect(body).toEqual({ success: false, error: { message: he.input.bodyTooLarge } })
  })

  it('counts a body sent in chunks without a length too', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far more than the limit if it were all read: the answer must come long before.
        if (sent++ < 10_000) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const response = await shop.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    })
    expect(response.status).toBe(413)
    expect(sent).toBeLessThan(10)
    await expectEnvelope(response, 'chunked body')
  })

  it('answers a body nested 30,000 deep, just under the limit, with a Hebrew 400', async () => {
    const response = await shop.app.request('/api/orders', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens.customer}`,
        'idempotency-key': 'hostile-deep-nesting',
      },
      body: `{"reports":${'['.repeat(30_000)}${']'.repeat(30_000)}}`,
    })
    expect(response.status).toBe(400)
    await expectEnvelope(response, 'deeply nested body')
  })

  /** A manager's upload of `pdf` as the report's file. */
  const upload = (pdf: Uint8Array<ArrayBuffer>) => {
    const form = new FormData()
    form.set('file', new File([pdf], 'map.pdf', { type: 'application/pdf' }))
    return shop.app.request(`/api/admin/reports/${ids.reportId}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.admin}` },
      body: form,
    })
  }

  it('still takes a report PDF far larger than the JSON limit', async () => {
    const pdf = new Uint8Array(512 * 1024).fill(0x20)
    pdf.set(new TextEncoder().encode('%PDF-1.4\n'))
    const response = await upload(pdf)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { data: unknown }).data).toMatchObject({
      reportId: ids.reportId,
      status: 'ready',
    })
  })

  it('refuses a report PDF that would run script when opened, in Hebrew', async () => {
    const pdf = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript ' +
        '/JS (app.launchURL("https://example.com")) >> >>\nendobj\n%%EOF\n',
    )
    const response = await upload(pdf)
    expect([response.status, await response.json()]).toEqual([
      400,
      { success: false, error: { message: he.admin.pdfWithScript } },
    ])
  })

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['no content type', undefined],
  ])('answers a JSON route sent %s with 415', async (_, contentType) => {
    const response = await shop.app.request('/api/contact', {
      method: 'POST',
      headers: contentType ? { 'content-type': contentType } : {},
      body: new TextEncoder().encode(JSON.stringify(contact)),
    })
    expect(response.status).toBe(415)
    const body = await response.json()
    expect(body).toEqual({ success: false, error: { message: he.input.unsupportedMediaType } })
  })

  it('accepts JSON with a charset, and a bodiless call without a content type', async () => {
    const sent = await shop.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(contact),
    })
    expect(sent.status).toBe(201)
    const order = await placeOrder(api, tokens.customer!, { reports: [testReport()] })
    const removed = await shop.app.request(`/api/orders/${order.body.data.order.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${tokens.customer}`, 'content-length': '0' },
    })
    expect(removed.status).toBe(200)
  })
})

describe('the inputs a probe once answered with 500 or with zod internals', () => {
  const refusedText = he.input.unsupportedCharacters

  it.each(['/api/admin/orders', '/api/admin/users'])('%s refuses ?q=%%00', async (list) => {
    const answer = await api('GET', `${list}?q=%00`, { token: tokens.admin })
    expect([answer.status, answer.body.error?.message]).toEqual([400, refusedText])
  })

  it('refuses a lone surrogate in a manager e-mail', async () => {
    const answer = await api('POST', `/api/admin/orders/${ids.paidOrderId}/email`, {
      token: tokens.admin,
      body: { subject: 'עדכון \uD800', body: 'שלום' },
    })
    expect([answer.status, answer.body.error?.message]).toEqual([400, refusedText])
  })

  it.each(['name', 'email', 'phone', 'message'])('refuses NUL in the contact %s', async (field) => {
    const body = { name: 'ישראל', email: 'a@example.co.il', phone: '050-1234567', message: 'שלום' }
    const answer = await api('POST', '/api/contact', {
      body: { ...body, [field]: `${body[field as keyof typeof body]}\u0000` },
    })
    expect([answer.status, answer.body.error?.message]).toEqual([400, refusedText])
  })

  it.each([
    ['a number too large', { code: 'BIG', discountValue: '10', maxUses: 1e20 }],
    ['a count beyond its column', { code: 'BIG', discountValue: '10', maxUses: 2 ** 31 }],
  ])('answers %s with the form message', async (_, coupon) => {
    const answer = await api('POST', '/api/coupons', { token: tokens.admin, body: coupon })
    expect([answer.status, answer.body.error?.message]).toEqual([
      400,
      he.admin.couponMaxUsesInvalid,
    ])
  })

  it.each([
    ['NaN for a page', 'GET', '/api/admin/users?page=abc', undefined, he.input.expectedNumber],
    ['null for a body', 'POST', '/api/contact', null, he.input.invalidShape],
    [
      'a number for an e-mail',
      'POST',
      '/api/auth/login',
      { email: 5, password: 'x' },
      he.auth.emailRequired,
    ],
    ['a list of reports as text', 'POST', '/api/orders', { reports: 'x' }, he.input.expectedList],
  ])('answers %s with a Hebrew sentence', async (_, method, path, body, message) => {
    const answer = await api(method, path, {
      token: tokens.admin,
      body,
      headers: { 'idempotency-key': 'hostile-sentence-1' },
    })
    expect([answer.status, answer.body.error?.message]).toEqual([400, message])
  })
})
