import { signDownloadToken } from '@shop/storage'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  client,
  createTestApp,
  placePaidOrder,
  signIn,
  signUpCustomer,
  testAdmin,
  testAdminEnv,
  testReport,
  type TestApp,
} from '../testing.ts'

let shop: TestApp
let api: ReturnType<typeof client>
const lines: string[] = []

beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) })
  shop = await createTestApp('request-log', { env: testAdminEnv, logger })
  api = client(shop)
}, 60_000)
afterAll(() => shop?.close())

const loggedPaths = (message: string) =>
  lines
    .map((line) => JSON.parse(line) as { msg: string; path?: string })
    .filter((entry) => entry.msg === message)
    .map((entry) => entry.path)

async function readyGiftReport() {
  const adminToken = await signIn(api, testAdmin.email, testAdmin.password)
  const buyer = await signUpCustomer(api)
  const order = await placePaidOrder(api, buyer.token, [
    testReport({ isGift: true, recipientEmail: 'friend@example.co.il' }),
  ])
  const reportId = order.reports[0]!.id
  const form = new FormData()
  form.append('file', new Blob([Buffer.from('%PDF-1.7\n%%EOF\n')]), 'map.pdf')
  const uploaded = await shop.app.request(`/api/admin/reports/${reportId}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  })
  expect(uploaded.status).toBe(200)
  return reportId
}

describe('the request log', () => {
  it('writes a gift download without the token its link carries', async () => {
    const reportId = await readyGiftReport()
    const token = signDownloadToken(
      reportId,
      new Date(Date.now() + 60_000),
      shop.deps.env.JWT_SECRET,
    )
    const signature = token.split('.')[1]!
    lines.length = 0

    expect((await shop.app.request(`/api/gifts/${token}`)).status).toBe(200)
    expect((await shop.app.request(`/api/gifts/${token}/file`)).status).toBe(302)
    expect((await shop.app.request(`/api/gifts/${token}x`)).status).toBe(404)

    expect(loggedPaths('request')).toEqual([
      '/api/gifts/[redacted]',
      '/api/gifts/[redacted]/file',
      '/api/gifts/[redacted]',
    ])
    const written = lines.join('\n')
    expect(written).not.toContain(token.slice(0, 20))
    expect(written).not.toContain(signature)
  }, 60_000)

  it('keeps ordinary paths as they are', async () => {
    lines.length = 0
    await shop.app.request('/api/settings/public')
    await shop.app.request('/api/no-such-call')
    expect(loggedPaths('request')).toEqual(['/api/settings/public', '/api/no-such-call'])
  })

  it('redacts a gift link the web app reports as a missing page', async () => {
    const token = signDownloadToken('some-report', new Date(), shop.deps.env.JWT_SECRET)
    lines.length = 0
    for (const path of [`/gifts/${token}`, `/gift-link/${token}/x`, `/my-orders?token=${token}`]) {
      const answer = await api('POST', '/api/client-log/not-found', { body: { path } })
      expect(answer.status).toBe(200)
    }
    expect(loggedPaths('page not found')).toEqual([
      '/gifts/[redacted]',
      '/gift-link/[redacted]/x',
      '/my-orders',
    ])
    expect(lines.join('\n')).not.toContain(token.split('.')[1]!)
  })
})
