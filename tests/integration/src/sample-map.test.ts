import { computeNumerologyMap, he, sampleMapSubject, shopDate } from '@shop/domain'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queueSampleMap, sampleMapJobName } from '@shop/worker/testing'
import { startDeliveryHarness, startTestWorker, type DeliveryHarness } from './testing.ts'

let harness: DeliveryHarness
let worker: ReturnType<typeof startTestWorker> | undefined
const folder = mkdtempSync(join(tmpdir(), 'sample-map-'))

beforeAll(async () => {
  harness = await startDeliveryHarness('sample_map', {}, { withWorker: false })
})
afterAll(async () => {
  await worker?.stop()
  await harness?.close()
  rmSync(folder, { recursive: true, force: true })
})

const get = (path: string) => harness.shop.app.request(path)

/** The page count once the worker has stored the sample. */
async function madeSample(): Promise<number> {
  const deadline = Date.now() + 120_000
  for (;;) {
    const response = await get('/api/sample-map')
    if (response.status === 200) {
      return ((await response.json()) as { data: { pages: number } }).data.pages
    }
    if (Date.now() > deadline) throw new Error('the worker did not make the sample map')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** The sample's PDF as pdftotext reads it, without direction marks, on one line. */
async function sampleText(): Promise<string> {
  const response = await get('/api/sample-map.pdf')
  if (response.status !== 200) return ''
  return poppler('pdftotext', Buffer.from(await response.arrayBuffer()))
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
}

function poppler(tool: 'pdftotext' | 'pdfinfo', pdf: Buffer): string {
  const file = join(folder, 'sample.pdf')
  writeFileSync(file, pdf)
  return execFileSync(tool, tool === 'pdftotext' ? [file, '-'] : [file], { encoding: 'utf8' })
}

describe('the sample map', () => {
  it('is not found, with a Hebrew message, until a worker has made it', async () => {
    for (const path of ['/api/sample-map', '/api/sample-map.pdf', '/api/sample-map/pages/1.png']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(await response.json(), path).toEqual({
        success: false,
        error: { message: he.maps.sample.notReady },
      })
    }
  })

  it('is typeset by the worker at its start and served as a PDF and a PNG per page', async () => {
    worker = startTestWorker(harness.shop, harness.smtp, { maps: true, sampleMap: true })
    const pages = await madeSample()
    expect(pages).toBeGreaterThanOrEqual(14)

    const pdfResponse = await get('/api/sample-map.pdf')
    expect(pdfResponse.status).toBe(200)
    expect(pdfResponse.headers.get('content-type')).toBe('application/pdf')
    expect(pdfResponse.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/)
    const pdf = Buffer.from(await pdfResponse.arrayBuffer())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const info = poppler('pdfinfo', pdf)
    expect(info).toMatch(new RegExp(`^Pages:\\s+${pages}$`, 'm'))
    expect(info).toMatch(/^Tagged:\s+yes$/m)
    // The fictional person's map, which itself says it is a sample (pdftotext marks the
    // right-to-left runs; the letters stay in order)
    const title = he.maps.document.documentTitle(sampleMapSubject.fullName)
    expect(info.split('\n')).toContainEqual(
      expect.stringMatching(new RegExp(`^Title:\\s+${title}$`)),
    )
    const text = await sampleText()
    expect(text).toContain(he.maps.sample.note.split(' ').slice(0, 4).join(' '))

    for (let page = 1; page <= pages; page++) {
      const response = await get(`/api/sample-map/pages/${page}.png`)
      expect(response.status, `page ${page}`).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      const png = Buffer.from(await response.arrayBuffer())
      expect(png.subarray(1, 4).toString()).toBe('PNG')
      // An A4 page upright: the header's width and height
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)]
      expect(width).toBeGreaterThanOrEqual(800)
      expect(height / width).toBeCloseTo(297 / 210, 1)
    }
    expect((await get(`/api/sample-map/pages/${pages + 1}.png`)).status).toBe(404)
  }, 150_000)

  it('is typeset again once a manager saved a text, so it shows what a buyer gets', async () => {
    const { lifePath } = computeNumerologyMap({
      fullName: sampleMapSubject.fullName,
      dateOfBirth: sampleMapSubject.dateOfBirth,
      today: shopDate(),
    }).profile.numbers
    const edited = `נוסח חדש לדוגמה ${Date.now()}`
    expect(await sampleText()).not.toContain(edited)
    const saved = await harness.api('PUT', '/api/admin/map-texts', {
      token: harness.adminToken,
      body: { aspect: 'lifePath', number: lifePath, heading: 'כותרת לדוגמה', text: edited },
    })
    expect(saved.status).toBe(200)
    await expect.poll(sampleText, { timeout: 120_000, interval: 500 }).toContain(edited)
  }, 150_000)
  it('is queued once by workers starting together', async () => {
    const { maps } = harness.shop.deps.queues
    const sampleJobs = async () =>
      (await maps.getJobs(['waiting', 'active', 'delayed', 'prioritized'])).filter(
        (job) => job.name === sampleMapJobName,
      ).length
    // The save's job may still be checking that what it stored is current
    await expect.poll(sampleJobs, { timeout: 60_000, interval: 200 }).toBe(0)
    await Promise.all([queueSampleMap(maps, 'start'), queueSampleMap(maps, 'start')])
    expect(await sampleJobs()).toBe(1)
  }, 90_000)
})
