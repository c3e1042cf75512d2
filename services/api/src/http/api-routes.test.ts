import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing.ts'
import { ok } from './envelope.ts'

const repo = fileURLToPath(new URL('../../../../', import.meta.url))
const read = (path: string) => readFile(join(repo, path), 'utf8')

/** The calls under /api that answer something else than the envelope: files and redirects. */
const notEnvelope = [
  'GET /api/admin/documents/export.csv',
  'GET /api/admin/documents/export.zip',
  'GET /api/admin/orders/:id/credit-invoice/pdf',
  'GET /api/admin/orders/:id/invoice/pdf',
  'GET /api/payments/:orderId/credit-invoice/pdf',
  'GET /api/payments/:orderId/invoice/pdf',
  'GET /api/admin/reports/:id/draft',
  'GET /api/downloads/:token',
  'GET /api/files/*',
  'GET /api/gifts/:token',
  'GET /api/gifts/:token/file',
  'GET /api/sample-map.pdf',
  'GET /api/sample-map/pages/:file',
]

/** The keys of ApiRoutes, read from its source: the types are gone by the time a test runs. */
async function contractRoutes(): Promise<string[]> {
  const source = await read('packages/domain/src/responses/api-routes.ts')
  const map = source.slice(source.indexOf('export interface ApiRoutes {'))
  const body = map.slice(0, map.indexOf('\n}\n'))
  return [...body.matchAll(/^ {2}'([A-Z]+ \/[^']*)':/gm)].map(([, route]) => route!)
}

/** Source without its comments, whose prose may say "as" or show an answer. */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '')

/** The call that opens at `start`, to its closing parenthesis. */
function callText(source: string, start: number): string {
  let depth = 0
  for (let at = source.indexOf('(', start); at < source.length; at++) {
    if (source[at] === '(') depth++
    if (source[at] === ')' && --depth === 0) return source.slice(start, at + 1)
  }
  return source.slice(start)
}

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(join(repo, folder), { recursive: true })
  return entries
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(folder, name))
}

describe('the HTTP contract', () => {
  let shop: TestApp
  beforeAll(async () => {
    shop = await createTestApp('api_routes')
  })
  afterAll(() => shop?.close())

  it('names every envelope call the API registers, and only those', async () => {
    const registered = new Set(
      shop.app.routes
        .filter(({ method, path }) => method !== 'ALL' && path.startsWith('/api/'))
        .map(({ method, path }) => `${method} ${path}`)
        .filter((route) => !notEnvelope.includes(route)),
    )
    expect((await contractRoutes()).sort()).toEqual([...registered].sort())
  })

  it('types every answer of the routes: ok through its call, plain JSON with satisfies', async () => {
    const untyped: string[] = []
    for (const file of [
      ...(await sourceFiles('services/api/src/routes')),
      ...(await sourceFiles('services/api/src/orders')),
    ]) {
      const source = code(await read(file))
      for (const call of source.matchAll(/\bok(<[^>]*>)?\(|\bc\.json\(/g)) {
        const typed =
          call[0].startsWith('ok<') || /\bsatisfies\b/.test(callText(source, call.index))
        if (!typed) untyped.push(`${file}: ${callText(source, call.index)}`)
      }
    }
    expect(untyped).toEqual([])
  })

  it("leaves the web's API client without a type assertion", async () => {
    const client = code(await read('web/src/lib/api-client.ts'))
    expect(client.match(/\bas\s+(?!const\b)[\w{[(]/g) ?? []).toEqual([])
  })
})

describe('ok', () => {
  // The typecheck is what fails should ok accept an answer that is not its call's.
  it("answers its call's data in the envelope, and compiles for that call's shape alone", async () => {
    const app = new Hono()
      .get('/api/auth/me/deletion', (c) => ok<'GET /api/auth/me/deletion'>(c, { allowed: true }))
      // @ts-expect-error: an answer names its call of the contract
      .get('/unnamed', (c) => ok(c, { allowed: true }))
      // @ts-expect-error: this call answers { allowed: boolean }
      .get('/misshaped', (c) => ok<'GET /api/auth/me/deletion'>(c, { allowed: 'yes' }))
    const response = await app.request('/api/auth/me/deletion')
    expect(await response.json()).toEqual({ success: true, data: { allowed: true } })
  })
})
