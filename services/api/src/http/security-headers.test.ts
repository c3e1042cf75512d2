import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing.ts'
import { securityHeaders } from './security-headers.ts'

let shop: TestApp
// The built web app (npm test builds it first): its prerendered pages are what browsers get.
const webDist = fileURLToPath(new URL('../../../../web/dist', import.meta.url))

beforeAll(async () => {
  shop = await createTestApp('security_headers', { webDist })
  // These calls are quick: the queues must finish connecting before the app is closed
  await Promise.all(Object.values(shop.deps.queues).map((queue) => queue.waitUntilReady()))
})
afterAll(async () => {
  await shop?.close()
})

function directives(response: Response): Map<string, string> {
  const policy = response.headers.get('content-security-policy') ?? ''
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values.join(' ')]),
  )
}

function expectSecurityHeaders(response: Response) {
  const csp = directives(response)
  expect(csp.get('default-src')).toBe("'self'")
  expect(csp.get('script-src')).toBe("'self'")
  expect(csp.get('frame-ancestors')).toBe("'none'")
  expect(csp.get('object-src')).toBe("'none'")
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('x-frame-options')).toBe('DENY')
}

describe('security headers', () => {
  it('are on an HTML page of the web app', async () => {
    const response = await shop.app.request('/login')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expectSecurityHeaders(response)
  })

  it('are on API answers, errors included', async () => {
    for (const [path, status] of [
      ['/api/settings/public', 200],
      ['/api/auth/me', 401],
      ['/api/no-such-call', 404],
    ] as const) {
      const response = await shop.app.request(path)
      expect(response.status, path).toBe(status)
      expectSecurityHeaders(response)
    }
  })

  it('leave out HSTS on plain http', async () => {
    const response = await shop.app.request('/api/settings/public')
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('send HSTS when the shop is served over https', async () => {
    const secure = new Hono()
      .use(securityHeaders({ PUBLIC_URL: 'https://shop.example.co.il' }))
      .get('/', (c) => c.text('ok'))
    const response = await secure.request('/')
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/)
    expectSecurityHeaders(response)
  })

  it('let the analytics origin serve its script and receive page views, nothing more', async () => {
    const withAnalytics = new Hono()
      .use(
        securityHeaders({
          PUBLIC_URL: 'https://shop.example.co.il',
          ANALYTICS_SCRIPT_URL: 'https://stats.example.co.il:8443/umami/script.js',
        }),
      )
      .get('/', (c) => c.text('ok'))
    const csp = directives(await withAnalytics.request('/'))
    expect(csp.get('script-src')).toBe("'self' https://stats.example.co.il:8443")
    expect(csp.get('connect-src')).toBe("'self' https://stats.example.co.il:8443")
    expect(csp.get('default-src')).toBe("'self'")
    expect(csp.get('img-src')).toBe("'self' data:")
  })

  it('allow no other origin when analytics is not configured', async () => {
    const csp = directives(await shop.app.request('/'))
    expect(csp.get('connect-src')).toBe("'self'")
  })
})
