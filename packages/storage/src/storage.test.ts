import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import S3rver from 's3rver'
import { createS3Storage, removeOrderFiles } from './storage.ts'

// An S3-compatible server on a folder, for this test only (a dev dependency): the driver speaks
// the S3 protocol to it as it does to MinIO or S3 in production.
let server: S3rver
let s3: { endpoint: string; accessKey: string; secretKey: string }
let directory: string

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'shop-storage-'))
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'reports' }],
    vhostBuckets: false,
  })
  const { port } = await server.run()
  // s3rver's fixed credentials
  s3 = { endpoint: `http://127.0.0.1:${port}`, accessKey: 'S3RVER', secretKey: 'S3RVER' }
})
afterAll(async () => {
  await server?.close()
  await rm(directory, { recursive: true, force: true })
})

describe('storage over the S3 protocol', () => {
  it('stores a file and hands out an expiring link that serves the same bytes', async () => {
    const storage = createS3Storage({ ...s3, bucket: 'reports' })
    const bytes = Buffer.from('%PDF-1.4 test')
    await storage.put('reports/a.pdf', bytes, bytes.length, 'application/pdf')
    const link = await storage.presignedGet('reports/a.pdf', 60, 'מפה.pdf')
    expect(link).toMatch(/X-Amz-Expires=60/)
    const response = await fetch(link)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes)
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''")
    await storage.remove('reports/a.pdf')
    expect((await fetch(await storage.presignedGet('reports/a.pdf', 60))).status).toBe(404)
  })

  it('removes every file of an order, and only that order’s, as often as asked', async () => {
    const storage = createS3Storage({ ...s3, bucket: 'reports' })
    const bytes = Buffer.from('%PDF-1.4 map')
    const keys = ['reports/order-1/a.pdf', 'reports/order-1/b-draft.pdf', 'reports/order-10/c.pdf']
    for (const key of keys) await storage.put(key, bytes, bytes.length, 'application/pdf')
    await removeOrderFiles(storage, ['order-1'])
    await removeOrderFiles(storage, ['order-1'])
    const status = async (key: string) => (await fetch(await storage.presignedGet(key, 60))).status
    expect(await status(keys[0]!)).toBe(404)
    expect(await status(keys[1]!)).toBe(404)
    expect(await status(keys[2]!)).toBe(200)
  })

  it('signs links for the public address when one is set', async () => {
    const storage = createS3Storage({
      ...s3,
      bucket: 'reports',
      publicEndpoint: 'https://files.shop.example',
    })
    const link = new URL(await storage.presignedGet('reports/b.pdf', 60))
    expect(link.origin).toBe('https://files.shop.example')
    expect(link.pathname).toBe('/reports/reports/b.pdf')
  })
})
