import { signFileLink } from '@shop/storage'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing.ts'

let shop: TestApp
const pdf = Buffer.from('%PDF-1.4 order A')

beforeAll(async () => {
  shop = await createTestApp('files')
  await shop.deps.storage.put('reports/order-a/map.pdf', pdf, pdf.length, 'application/pdf')
  await shop.deps.storage.put('reports/order-b/map.pdf', pdf, pdf.length, 'application/pdf')
})
afterAll(() => shop?.close())

const open = (link: string) => shop.app.request(link)

describe('files kept on this machine', () => {
  it('are downloaded from the API through a signed, expiring link', async () => {
    const link = await shop.deps.storage.presignedGet('reports/order-a/map.pdf', 60, 'דנה כהן.pdf')
    expect(link).toMatch(/^\/api\/files\/reports\/order-a\/map\.pdf\?/)
    const response = await open(link)
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('דנה כהן.pdf')}`,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('are refused without a token, with an expired one, or with another file’s', async () => {
    const link = new URL(
      await shop.deps.storage.presignedGet('reports/order-b/map.pdf', 60),
      'http://shop.test',
    )
    const expired = signFileLink(
      'reports/order-a/map.pdf',
      new Date(Date.now() - 1000),
      undefined,
      shop.deps.env.JWT_SECRET,
    )
    const answers = await Promise.all(
      [
        '/api/files/reports/order-a/map.pdf',
        `/api/files/reports/order-a/map.pdf?${expired}`,
        `/api/files/reports/order-a/map.pdf${link.search}`,
        `/api/files/reports/order-a/map.pdf${link.search.replace(/signature=./, 'signature=x')}`,
      ].map(async (path) => {
        const response = await open(path)
        return [response.status, response.headers.get('content-type'), await response.text()]
      }),
    )
    expect(answers.map(([status]) => status)).toEqual([404, 410, 404, 404])
    for (const [, type, body] of answers) {
      expect(type).toMatch(/^text\/html/)
      expect(body).not.toContain('%PDF')
    }
  })

  it('never leave the storage folder, even with a signature for such a key', async () => {
    const key = '../../../../etc/passwd'
    const query = signFileLink(
      key,
      new Date(Date.now() + 60_000),
      undefined,
      shop.deps.env.JWT_SECRET,
    )
    const response = await open(`/api/files/${encodeURIComponent(key)}?${query}`)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('root:')
  })
})
