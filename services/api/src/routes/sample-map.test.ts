import { sampleMapFiles } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing.ts'

let shop: TestApp

beforeAll(async () => {
  shop = await createTestApp('sample_map_route')
})
afterAll(() => shop?.close())

const storePages = (json: string) =>
  shop.deps.storage.put(sampleMapFiles.pages, Buffer.from(json), json.length, 'application/json')

describe('the sample map’s page count', () => {
  it('answers what the worker stored', async () => {
    await storePages('{"pages":6}')
    const response = await shop.app.request('/api/sample-map')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, data: { pages: 6 } })
  })

  it('is not passed on when what is stored is not a page count', async () => {
    await storePages('{"pages":"<script>"}')
    const response = await shop.app.request('/api/sample-map')
    expect(response.status).toBe(500)
    const body = await response.json()
    expect(body).toMatchObject({ success: false })
    expect(JSON.stringify(body)).not.toContain('<script>')
  })
})
