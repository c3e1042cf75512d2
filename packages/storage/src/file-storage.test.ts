import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFileStorage, verifyFileLink } from './file-storage.ts'
import { removeOrderFiles, type Storage } from './storage.ts'

const secret = 'a-secret-of-at-least-thirty-two-characters'
let directory: string
let storage: Storage

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'shop-files-'))
  storage = createFileStorage({ directory: join(directory, 'files'), linkSecret: secret })
})
afterAll(() => rm(directory, { recursive: true, force: true }))

describe('the file-system storage', () => {
  it('keeps what it is given, from a buffer or a stream, until it is removed', async () => {
    await storage.put('reports/o1/a.pdf', Buffer.from('%PDF a'), 6, 'application/pdf')
    await storage.put(
      'reports/o1/b.pdf',
      Readable.from([Buffer.from('%PDF b')]),
      6,
      'application/pdf',
    )
    expect((await storage.get('reports/o1/a.pdf')).toString()).toBe('%PDF a')
    expect((await storage.get('reports/o1/b.pdf')).toString()).toBe('%PDF b')
    await storage.remove('reports/o1/a.pdf')
    await storage.remove('reports/o1/a.pdf')
    await expect(storage.get('reports/o1/a.pdf')).rejects.toThrow()
    await storage.ping()
  })

  it('keeps the files readable by the shop’s own user only', async () => {
    await storage.put('reports/o4/a.pdf', Buffer.from('%PDF a'), 6, 'application/pdf')
    const mode = async (path: string) => (await stat(join(directory, 'files', path))).mode & 0o777
    expect(await mode('')).toBe(0o700)
    expect(await mode('reports/o4')).toBe(0o700)
    expect(await mode('reports/o4/a.pdf')).toBe(0o600)
  })

  it('removes every file of an order, and only that order’s, as often as asked', async () => {
    const keys = ['reports/order-1/a.pdf', 'reports/order-1/b-draft.pdf', 'reports/order-10/c.pdf']
    for (const key of keys) await storage.put(key, Buffer.from(key), key.length, 'application/pdf')
    await removeOrderFiles(storage, ['order-1'])
    await removeOrderFiles(storage, ['order-1', 'order-never'])
    await expect(storage.get(keys[0]!)).rejects.toThrow()
    await expect(storage.get(keys[1]!)).rejects.toThrow()
    expect((await storage.get(keys[2]!)).toString()).toBe(keys[2])
  })

  it.each([
    '../outside.pdf',
    'reports/../../outside.pdf',
    '/etc/passwd',
    'reports/a\0.pdf',
    '',
    'reports/',
  ])('refuses the key %j, which does not name a file inside its folder', async (key) => {
    const outside = join(directory, 'outside.pdf')
    await writeFile(outside, 'not the shop’s')
    await expect(storage.put(key, Buffer.from('x'), 1, 'application/pdf')).rejects.toThrow(
      /storage key/,
    )
    await expect(storage.get(key)).rejects.toThrow(/storage key/)
    await expect(storage.remove(key)).rejects.toThrow(/storage key/)
    expect(await readdir(directory)).toContain('outside.pdf')
  })

  it.each(['../', 'reports/../../', '/etc/', 'reports/\0'])(
    'refuses to remove what starts with %j',
    async (prefix) => {
      await expect(storage.removeAll(prefix)).rejects.toThrow(/storage key/)
      expect(await readdir(directory)).toContain('outside.pdf')
    },
  )

  it('links a file to the API’s file route, signed for that file until it expires', async () => {
    const link = await storage.presignedGet('reports/o2/מפה.pdf', 60, 'דנה כהן.pdf')
    const url = new URL(link, 'http://shop.test')
    expect(link.startsWith('/api/files/')).toBe(true)
    const key = decodeURIComponent(url.pathname.slice('/api/files/'.length))
    expect(key).toBe('reports/o2/מפה.pdf')
    const now = Date.now()
    expect(verifyFileLink(key, url.searchParams, secret, now)).toEqual({
      ok: true,
      downloadName: 'דנה כהן.pdf',
    })
    expect(verifyFileLink(key, url.searchParams, secret, now + 61_000)).toEqual({
      ok: false,
      expired: true,
    })
    expect(verifyFileLink('reports/o3/מפה.pdf', url.searchParams, secret, now)).toEqual({
      ok: false,
      expired: false,
    })
    expect(verifyFileLink(key, url.searchParams, `${secret}x`, now)).toEqual({
      ok: false,
      expired: false,
    })
    expect(verifyFileLink(key, new URLSearchParams(), secret, now)).toEqual({
      ok: false,
      expired: false,
    })
  })
})
