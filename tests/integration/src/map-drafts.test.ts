import { placePaidOrder, signUpCustomer, testReport } from '@shop/api/testing'
import {
  he,
  numerologyAspects,
  numerologyInterpretations,
  profileAspects,
  shopDate,
  computeNumerologyMap,
  type NumerologyNumbers,
} from '@shop/domain'
import { headingPages } from '@shop/worker/testing'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDeliveryHarness, startTestWorker, type DeliveryHarness } from './testing.ts'

let harness: DeliveryHarness
let worker: ReturnType<typeof startTestWorker>
let api: DeliveryHarness['api']
let adminToken: string
const folder = mkdtempSync(join(tmpdir(), 'map-drafts-'))

beforeAll(async () => {
  harness = await startDeliveryHarness('map-drafts', {}, { withWorker: false })
  ;({ api, adminToken } = harness)
  worker = startTestWorker(harness.shop, harness.smtp, { maps: true })
})
afterAll(async () => {
  await worker?.stop()
  await harness?.close()
  rmSync(folder, { recursive: true, force: true })
})

interface AdminReport {
  id: string
  status: string
  subject_name: string
  numbers: NumerologyNumbers | null
  draft_status: string | null
  draft_error: string | null
  drafted_at: string | null
}

async function adminReports(orderId: string): Promise<AdminReport[]> {
  const { body } = await api<{ items: { id: string; reports: AdminReport[] }[] }>(
    'GET',
    '/api/admin/orders?pageSize=100',
    { token: adminToken },
  )
  return body.data.items.find((order) => order.id === orderId)!.reports
}

/** The order's reports once every one has a finished draft newer than `after`. */
async function draftedReports(orderId: string, after?: string): Promise<AdminReport[]> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const reports = await adminReports(orderId)
    const done = reports.every(
      (report) => report.draft_status === 'drafted' && report.drafted_at !== after,
    )
    if (done) return reports
    const failed = reports.find((report) => report.draft_status === 'failed')
    if (failed || Date.now() > deadline) {
      throw new Error(`drafts not made: ${JSON.stringify(reports.map((r) => r.draft_error))}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function draftPdf(reportId: string): Promise<Buffer> {
  const response = await harness.shop.app.request(`/api/admin/reports/${reportId}/draft`, {
    headers: { authorization: `Bearer ${adminToken}` },
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  return Buffer.from(await response.arrayBuffer())
}

/** Runs a poppler tool on the PDF, with its options; answers its output. */
function poppler(tool: 'pdftotext' | 'pdffonts' | 'pdfinfo', pdf: Buffer, options: string[] = []) {
  const file = join(folder, `${tool}-${Date.now()}.pdf`)
  writeFileSync(file, pdf)
  const args = tool === 'pdftotext' ? [...options, file, '-'] : [...options, file]
  return execFileSync(tool, args, { encoding: 'utf8' })
}

/** The alternative texts of a tagged PDF's figures, as Chromium writes them from aria-label. */
const figureDescriptions = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/Alt\s*<FEFF([0-9A-F]*)>/g)].map(([, hex]) =>
    Buffer.from(hex!, 'hex').swap16().toString('utf16le'),
  )

const pageText = (pdf: Buffer, page: number) =>
  poppler('pdftotext', pdf, ['-layout', '-f', String(page), '-l', String(page)])

// pdftotext wraps right-to-left runs in directional marks and may move a comma or a full stop to
// the other side of a space; the letters themselves are in logical order. Compare words.
const words = (text: string) =>
  text
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[,.:;!?]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
const plainText = (pdf: Buffer) => words(poppler('pdftotext', pdf))

const hebrewSubject = testReport({
  subjectName: 'מיכל בת-שבע אהרוני',
  dateOfBirth: '1987-11-29',
  hebrewBirthDate: 'ח׳ בכסלו תשמ״ח',
  comments: 'הערה פנימית שלא תודפס',
})
const latinGift = testReport({
  subjectName: 'Sarah Johnson',
  dateOfBirth: '1985-07-04',
  isGift: true,
  recipientEmail: 'sarah@example.co.il',
  giftMessage: 'לשרה, באהבה גדולה',
})

describe('map drafts', () => {
  let orderId: string
  let reports: AdminReport[]
  let customer: Awaited<ReturnType<typeof signUpCustomer>>

  beforeAll(async () => {
    customer = await signUpCustomer(api)
    const order = await placePaidOrder(api, customer.token, [hebrewSubject, latinGift])
    orderId = order.id
    reports = await draftedReports(orderId)
  }, 90_000)

  it('drafts every report of a paid order, showing its numbers in the admin', () => {
    expect(reports.map((report) => report.status)).toEqual(['drafted', 'drafted'])
    for (const report of reports) {
      expect(report.numbers).not.toBeNull()
      expect(report.draft_error).toBeNull()
    }
  })

  it('prints the name in logical order, every number, gift dedication and no buyer comment', async () => {
    for (const report of reports) {
      const text = plainText(await draftPdf(report.id))
      expect(text).toContain(words(report.subject_name))
      for (const aspect of profileAspects) {
        const number = report.numbers![aspect]
        if (number !== null) expect(text).toContain(String(number))
      }
      expect(text).not.toContain('הערה פנימית')
    }
    expect(plainText(await draftPdf(reports[0]!.id))).toContain('ח׳ בכסלו תשמ״ח')
    expect(plainText(await draftPdf(reports[1]!.id))).toContain(words('לשרה, באהבה גדולה'))
    // Not given with the order, so taken from the Hebrew calendar.
    expect(plainText(await draftPdf(reports[1]!.id))).toContain('ט״ו בתמוז תשמ״ה')
  })

  it('is an A4 document with its fonts embedded', async () => {
    const pdf = await draftPdf(reports[0]!.id)
    expect(poppler('pdfinfo', pdf)).toMatch(/Page size:\s+59\d(\.\d+)? x 84\d(\.\d+)? pts \(A4\)/)
    const fonts = poppler('pdffonts', pdf).trim().split('\n').slice(2)
    expect(fonts.length).toBeGreaterThan(0)
    for (const font of fonts) {
      expect(font).toMatch(/Heebo/)
      expect(font.split(/\s+/).at(-5)).toBe('yes')
    }
  })

  it('is a tagged A4 book of at least 14 pages, bookmarked, with contents, heads and page numbers', async () => {
    for (const report of reports) {
      const pdf = await draftPdf(report.id)
      const info = poppler('pdfinfo', pdf, ['-l', '99'])
      expect(info).toMatch(/^Tagged:\s+yes$/m)
      const infoLines = info.split('\n').map((line) => line.replace(/\s+/g, ' '))
      expect(infoLines).toContain(`Title: מפה נומרולוגית - ${report.subject_name}`)
      const pageCount = Number(/^Pages:\s+(\d+)$/m.exec(info)![1])
      expect(pageCount).toBeGreaterThanOrEqual(14)
      const pageSizes = info.match(/^Page\s+\d+ size:.*$/gm)!
      expect(pageSizes).toHaveLength(pageCount)
      for (const size of pageSizes) expect(size).toMatch(/59\d(\.\d+)? x 84\d(\.\d+)? pts \(A4\)/)

      // The bookmarks read as the headings do, in logical order, one per section, and the
      // contents give each section the page it starts on.
      const bookmarks = await headingPages(pdf)
      const contentsPage = bookmarks.get(he.maps.document.contentsTitle)!
      const contents = pageText(pdf, contentsPage)
      for (const aspect of numerologyAspects) {
        const title = numerologyInterpretations[aspect].title
        const page = bookmarks.get(title)!
        expect(words(pageText(pdf, page)), title).toContain(title)
        const entry = contents.split('\n').find((line) => words(line).includes(title))!
        expect(words(entry).replace(title, '').trim()).toBe(String(page))
      }
      // Every page after the cover carries the running head and its number (pdftotext spaces
      // them as it will, so compare without spaces)
      const unspaced = (text: string) => words(text).replace(/\s/g, '')
      const lastPage = unspaced(pageText(pdf, pageCount))
      expect(lastPage).toContain(unspaced(`עמוד ${pageCount} מתוך ${pageCount}`))
      // A Latin name may stand on either side of the dash as pdftotext orders the line
      expect(lastPage).toContain(unspaced('מפה נומרולוגית'))
      expect(lastPage).toContain(unspaced(report.subject_name))
      expect(unspaced(pageText(pdf, 1))).not.toContain('עמוד1')
    }
  })

  it('prints every number the map computes', async () => {
    for (const [report, ordered] of [
      [reports[0]!, hebrewSubject],
      [reports[1]!, latinGift],
    ] as const) {
      const map = computeNumerologyMap({
        fullName: ordered.subjectName,
        dateOfBirth: ordered.dateOfBirth,
        today: shopDate(),
      })
      const pdf = await draftPdf(report.id)
      const text = plainText(pdf)
      // A digit stands somewhere in any map: each number is looked for on its own section's page.
      const bookmarks = await headingPages(pdf)
      const numberOnPageOf = (aspect: 'maturity' | 'karmicDebt', value: number) => {
        const page = bookmarks.get(numerologyInterpretations[aspect].title)!
        expect(words(pageText(pdf, page)), `${aspect} ${value}`).toMatch(
          new RegExp(`(^|\\D)${value}(\\D|$)`),
        )
      }
      numberOnPageOf('maturity', map.maturity)
      for (const { number } of map.karmicDebts) numberOnPageOf('karmicDebt', number)
      for (const { year, number } of map.personalYears.ahead) {
        expect(text).toMatch(new RegExp(`${year} ${number}(\\D|$)`))
      }
      const inclusion = he.maps.document.charts.inclusionLabel(
        map.inclusion.grid
          .flat()
          .map(({ number, count }) => he.maps.document.charts.inclusionCell(number, count)),
      )
      // The charts' descriptions, which a screen reader reads, state every value drawn.
      const figures = figureDescriptions(pdf)
      expect(figures).toContain(inclusion)
      const charts = he.maps.document.charts
      expect(figures.join(' ')).toContain(
        `${charts.pinnacles}: ${map.pinnacles.map(({ number }) => charts.pinnacle(number)).join(', ')}`,
      )
      expect(figures.join(' ')).toContain(
        `${charts.challenges}: ${map.challenges.map(({ number }) => charts.challenge(number)).join(', ')}`,
      )
      expect(figures.join(' ')).toContain(
        `${charts.cycles}: ${map.lifeCycles.map(({ number }) => charts.cycle(number)).join(', ')}`,
      )
    }
  })

  it('makes the draft again with a text a manager just edited', async () => {
    const report = reports[0]!
    const number = report.numbers!.lifePath
    const edited = `נוסח חדש לשביל החיים ${Date.now()}`
    const saved = await api('PUT', '/api/admin/map-texts', {
      token: adminToken,
      body: { aspect: 'lifePath', number, heading: 'כותרת מעודכנת', text: edited },
    })
    expect(saved.status).toBe(200)
    const texts = await api<{
      aspects: { aspect: string; texts: { number: number; text: string }[] }[]
    }>('GET', '/api/admin/map-texts', { token: adminToken })
    const lifePath = texts.body.data.aspects.find((aspect) => aspect.aspect === 'lifePath')!
    expect(lifePath.texts.find((entry) => entry.number === number)!.text).toBe(edited)

    const requested = await api('POST', `/api/admin/reports/${report.id}/draft`, {
      token: adminToken,
    })
    expect(requested.status).toBe(202)
    await expect
      .poll(async () => (await adminReports(orderId))[0]!.drafted_at, { timeout: 60_000 })
      .not.toBe(report.drafted_at)
    expect(plainText(await draftPdf(report.id))).toContain(words(edited))
  }, 90_000)

  it('prints a personal note once saved', async () => {
    const report = (await adminReports(orderId))[1]!
    const saved = await api('PUT', `/api/admin/reports/${report.id}/note`, {
      token: adminToken,
      body: { note: 'שרה יקרה, כתבתי את המפה הזאת בשמחה.' },
    })
    expect(saved.status).toBe(200)
    await expect
      .poll(async () => (await adminReports(orderId))[1]!.drafted_at, { timeout: 60_000 })
      .not.toBe(report.drafted_at)
    expect(plainText(await draftPdf(report.id))).toContain(
      words('שרה יקרה, כתבתי את המפה הזאת בשמחה.'),
    )
  }, 90_000)

  it('delivers the approved draft, byte for byte, to the buyer and the gift recipient', async () => {
    const [first, gift] = await draftedReports(orderId)
    for (const report of [first!, gift!]) {
      const draft = await draftPdf(report.id)
      const approved = await api<{ report: { status: string } }>(
        'POST',
        `/api/admin/reports/${report.id}/approve`,
        { token: adminToken },
      )
      expect([approved.status, approved.body.data.report.status]).toEqual([200, 'ready'])
      const link = await api<{ downloadUrl: string }>('GET', `/api/reports/${report.id}/download`, {
        token: customer.token,
      })
      const downloaded = Buffer.from(
        await (await harness.shop.app.request(link.body.data.downloadUrl)).arrayBuffer(),
      )
      expect(downloaded.equals(draft)).toBe(true)
    }
    await harness.smtp.waitFor((mail) => mail.envelopeTo.includes('sarah@example.co.il'))
    // The confirmation went to the billing address; the account's address gets the map.
    await harness.smtp.waitFor((mail) => mail.envelopeTo.includes(customer.email))
    const again = await api('POST', `/api/admin/reports/${first!.id}/approve`, {
      token: adminToken,
    })
    expect(again.status).toBe(409)
  })
})

describe('map draft routes', () => {
  it('answer 401 to an anonymous caller and 403 to a customer', async () => {
    const { token } = await signUpCustomer(api)
    const id = crypto.randomUUID()
    const routes: [string, string, object?][] = [
      ['GET', `/api/admin/reports/${id}/draft`],
      ['POST', `/api/admin/reports/${id}/draft`],
      ['PUT', `/api/admin/reports/${id}/note`, { note: 'x' }],
      ['POST', `/api/admin/reports/${id}/approve`],
      ['GET', '/api/admin/map-texts'],
      ['PUT', '/api/admin/map-texts', { aspect: 'lifePath', number: 1, heading: 'x', text: 'x' }],
    ]
    for (const [method, path, body] of routes) {
      expect([method, path, (await api(method, path, { body })).status]).toEqual([
        method,
        path,
        401,
      ])
      expect([method, path, (await api(method, path, { body, token })).status]).toEqual([
        method,
        path,
        403,
      ])
    }
  })
})

describe('with MAPS_AUTO_APPROVE', () => {
  beforeAll(async () => {
    await worker.stop()
    worker = startTestWorker(harness.shop, harness.smtp, {
      maps: true,
      env: { MAPS_AUTO_APPROVE: 'true' },
    })
  })

  it('sends the draft as soon as it is made, and the confirmation promises minutes', async () => {
    const buyer = await signUpCustomer(api)
    const order = await placePaidOrder(api, buyer.token, [testReport()])
    await expect
      .poll(async () => (await adminReports(order.id))[0]!.status, { timeout: 60_000 })
      .toBe('ready')
    const [delivered] = await harness.smtp.waitFor((mail) => mail.envelopeTo.includes(buyer.email))
    expect(delivered).toBeDefined()
    const [confirmation] = await harness.smtp.waitFor((mail) =>
      Boolean(mail.subject?.includes(String(order.order_number))),
    )
    expect(confirmation!.text).toContain('תוך דקות')
  }, 90_000)
})
