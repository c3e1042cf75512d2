import { placeOrder, signUpCustomer, testCard, testReport, type TestApp } from '@shop/api/testing'
import { he, type BuyerOrder, type Invoice, type MonthDocumentsAnswer } from '@shop/domain'
import type { SmtpCatcher } from '@shop/mail/testing'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settled, startDeliveryHarness, type DeliveryHarness } from './testing.ts'

let harness: DeliveryHarness
let shop: TestApp
let smtp: SmtpCatcher
let api: DeliveryHarness['api']
let adminToken: string
const folder = mkdtempSync(join(tmpdir(), 'documents-'))

const business = {
  business_name: 'מספרים ונשמה בע״מ',
  business_address: 'רחוב הרצל 1, תל אביב',
  dealer_number: '000000018',
}

beforeAll(async () => {
  harness = await startDeliveryHarness('documents')
  ;({ shop, smtp, api, adminToken } = harness)
  const saved = await api('PATCH', '/api/settings/business', { token: adminToken, body: business })
  expect(saved.status).toBe(200)
})
afterAll(async () => {
  await harness?.close()
  rmSync(folder, { recursive: true, force: true })
})

/** Runs a poppler tool on the PDF; answers its output, pdftotext's without direction marks. */
function poppler(tool: 'pdftotext' | 'pdffonts' | 'pdfinfo', pdf: Buffer) {
  const file = join(folder, `${tool}-${Date.now()}.pdf`)
  writeFileSync(file, pdf)
  const output = execFileSync(tool, tool === 'pdftotext' ? [file, '-'] : [file], {
    encoding: 'utf8',
  })
  return output.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
}

async function pay(token: string, card: object = {}) {
  const created = await placeOrder(api, token, { reports: [testReport()] })
  const order = created.body.data.order
  const paid = await api<{ order: BuyerOrder }>('POST', `/api/orders/${order.id}/pay`, {
    token,
    body: { ...testCard, ...card },
  })
  return { order, paid }
}

async function download(path: string, token?: string) {
  const response = await shop.app.request(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return { response, pdf: Buffer.from(await response.arrayBuffer()) }
}

describe('the invoice-receipt', () => {
  let token: string
  let order: BuyerOrder

  beforeAll(async () => {
    ;({ token } = await signUpCustomer(api))
    const { paid } = await pay(token, {
      businessName: 'סטודיו אור',
      dealerNumber: '123456782',
    })
    expect(paid.status).toBe(200)
    order = paid.body.data.order
  })

  it('is attached to the payment e-mail as the original, typeset with Heebo embedded', async () => {
    const [mail] = await smtp.waitFor(
      (m) => m.subject?.includes(`${order.order_number}`) === true,
      1,
      30_000,
    )
    const attachment = mail!.attachments.find((file) => file.contentType === 'application/pdf')
    expect(attachment?.filename).toBe(`${he.invoice.documentTitle} ${order.receipt_number}.pdf`)
    const text = poppler('pdftotext', attachment!.content)
    expect(text).toContain(he.invoice.original)
    expect(text).not.toContain(he.invoice.copy)
    expect(text).toContain(business.business_name)
    expect(text).toContain('סטודיו אור')
    expect(text).toContain('123456782')
    expect(poppler('pdfinfo', attachment!.content)).toMatch(/\(A4\)/)
    const fonts = poppler('pdffonts', attachment!.content).trim().split('\n').slice(2)
    expect(fonts.length).toBeGreaterThan(0)
    for (const font of fonts) {
      expect(font).toMatch(/Heebo/)
      expect(font.split(/\s+/).at(-5)).toBe('yes')
    }
  })

  it('is a true copy at every later download, by its buyer or a manager', async () => {
    await settled(shop)
    for (const [path, who] of [
      [`/api/payments/${order.id}/invoice/pdf`, token],
      [`/api/admin/orders/${order.id}/invoice/pdf`, adminToken],
      [`/api/payments/${order.id}/invoice/pdf`, token],
    ] as const) {
      const { response, pdf } = await download(path, who)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('cache-control')).toContain('no-store')
      const text = poppler('pdftotext', pdf)
      expect(text).toContain(he.invoice.copy)
      expect(text).toContain('סטודיו אור')
    }
    const [row] = await shop.db.orm.em
      .fork()
      .execute<{ original_taken_by: string; copies_taken: number }[]>(
        `select original_taken_by, copies_taken from issued_documents where order_id = ?`,
        [order.id],
      )
    expect(row).toEqual({ original_taken_by: 'e-mail', copies_taken: 3 })
  })

  it('is nobody else’s to download', async () => {
    const stranger = await signUpCustomer(api)
    const other = await download(`/api/payments/${order.id}/invoice/pdf`, stranger.token)
    expect(other.response.status).toBe(404)
    expect((await download(`/api/payments/${order.id}/invoice/pdf`)).response.status).toBe(401)
    const asBuyer = await download(`/api/admin/orders/${order.id}/invoice/pdf`, token)
    expect(asBuyer.response.status).toBe(403)
  })

  it('keeps the business details it was issued with after a manager changes them', async () => {
    const renamed = { ...business, business_name: 'שם חדש לגמרי', business_address: 'חיפה' }
    const saved = await api('PATCH', '/api/settings/business', {
      token: adminToken,
      body: renamed,
    })
    expect(saved.status).toBe(200)
    try {
      const invoice = await api<Invoice>('GET', `/api/payments/${order.id}/invoice`, { token })
      expect(invoice.status).toBe(200)
      expect(invoice.body.data.business.name).toBe(business.business_name)
      expect(invoice.body.data.business.address).toBe(business.business_address)
      expect(invoice.body.data.customer).toMatchObject({
        businessName: 'סטודיו אור',
        dealerNumber: '123456782',
      })
      const { pdf } = await download(`/api/payments/${order.id}/invoice/pdf`, token)
      expect(poppler('pdftotext', pdf)).toContain(business.business_name)
    } finally {
      await api('PATCH', '/api/settings/business', { token: adminToken, body: business })
    }
  })
})

describe('account erasure', () => {
  it('keeps the issued documents and their PDFs for the tax rules', async () => {
    const { token } = await signUpCustomer(api)
    const { paid } = await pay(token)
    const order = paid.body.data.order
    await settled(shop)
    expect((await api('DELETE', '/api/auth/me', { token })).status).toBe(200)
    await settled(shop)
    const invoice = await api<Invoice>('GET', `/api/admin/orders/${order.id}/invoice`, {
      token: adminToken,
    })
    expect(invoice.status).toBe(200)
    expect(invoice.body.data.customer.name).toBe(testCard.cardholderName)
    const { response, pdf } = await download(
      `/api/admin/orders/${order.id}/invoice/pdf`,
      adminToken,
    )
    expect(response.status).toBe(200)
    expect(poppler('pdftotext', pdf)).toContain(he.invoice.copy)
  })
})

describe('a business at checkout', () => {
  it('is refused on the server when its dealer number fails the check digit', async () => {
    const { token } = await signUpCustomer(api)
    const { order, paid } = await pay(token, { businessName: 'עסק', dealerNumber: '123456789' })
    expect(paid.status).toBe(400)
    expect(JSON.stringify(paid.body)).toContain(he.invoice.business.dealerNumberInvalid)
    const [row] = await shop.db.orm.em
      .fork()
      .execute<{ status: string }[]>(`select status from orders where id = ?`, [order.id])
    expect(row!.status).toBe('pending')
  })
})

describe('the credit invoice', () => {
  it('is issued on cancellation: its first download is the original, later ones copies', async () => {
    const { token } = await signUpCustomer(api)
    const { paid } = await pay(token)
    const order = paid.body.data.order
    const cancelled = await api('POST', `/api/admin/orders/${order.id}/cancel`, {
      token: adminToken,
      body: { reason: 'בקשת הלקוחה' },
    })
    expect(cancelled.status).toBe(200)
    await settled(shop)
    const first = await download(`/api/admin/orders/${order.id}/credit-invoice/pdf`, adminToken)
    expect(first.response.status).toBe(200)
    const firstText = poppler('pdftotext', first.pdf)
    expect(firstText).toContain(he.invoice.creditTitle)
    expect(firstText).toContain(he.invoice.original)
    expect(firstText).not.toContain(he.invoice.copy)
    const later = await download(`/api/payments/${order.id}/credit-invoice/pdf`, token)
    expect(later.response.status).toBe(200)
    expect(poppler('pdftotext', later.pdf)).toContain(he.invoice.copy)
  })
})

describe("the month's documents for the accountant", () => {
  const month = () => {
    const [year, monthNumber] = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Jerusalem',
      year: 'numeric',
      month: '2-digit',
    })
      .format(new Date())
      .split('-')
    return `${year}-${monthNumber}`
  }
  const agorot = (value: string) => Math.round(Number(value) * 100)

  it('are a CSV with a BOM whose amount columns add up to the documents, credits negative', async () => {
    await settled(shop)
    const response = await shop.app.request(`/api/admin/documents/export.csv?month=${month()}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = bytes.toString('utf8').slice(1).trimEnd().split('\r\n')
    const e = he.invoice.export
    const columns: string[] = [e.kind, e.number, e.date, e.customer, e.customerDealerNumber]
    columns.push(e.beforeVat, e.vat, e.total, e.paymentReference)
    expect(header).toBe(columns.join(','))
    // No name here holds a comma or a quote, so a plain split reads every row.
    const cells = rows.map((row) => row.split(','))
    const documents = await shop.db.orm.em
      .fork()
      .execute<{ kind: string; vat: number; total: number; before_vat: number }[]>(
        `select kind, (content->>'vatAgorot')::int as vat, (content->>'totalAgorot')::int as total,
           (content->>'subtotalAgorot')::int - (content->>'discountAgorot')::int as before_vat
         from issued_documents`,
      )
    expect(cells).toHaveLength(documents.length)
    expect(documents.some((document) => document.kind === 'credit-invoice')).toBe(true)
    const signed = (pick: (d: (typeof documents)[number]) => number) =>
      documents.reduce((sum, d) => sum + (d.kind === 'credit-invoice' ? -1 : 1) * pick(d), 0)
    const column = (index: number) => cells.reduce((sum, row) => sum + agorot(row[index]!), 0)
    expect(column(5)).toBe(signed((d) => d.before_vat))
    expect(column(6)).toBe(signed((d) => d.vat))
    expect(column(7)).toBe(signed((d) => d.total))
    for (const row of cells) {
      expect(agorot(row[5]!) + agorot(row[6]!)).toBe(agorot(row[7]!))
      if (row[0] === he.invoice.creditTitle) expect(agorot(row[7]!)).toBeLessThan(0)
    }
    expect(cells.map((row) => row[3])).toContain('סטודיו אור')

    const summary = await api<MonthDocumentsAnswer>(
      'GET',
      `/api/admin/documents?month=${month()}`,
      {
        token: adminToken,
      },
    )
    expect(agorot(summary.body.data.totals.total)).toBe(signed((d) => d.total))
  })

  it('are one ZIP with a PDF per document, each a true copy, and the CSV', async () => {
    const response = await shop.app.request(`/api/admin/documents/export.zip?month=${month()}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    const file = join(folder, 'month.zip')
    writeFileSync(file, Buffer.from(await response.arrayBuffer()))
    const names = execFileSync('zipinfo', ['-1', file], { encoding: 'utf8' }).trim().split('\n')
    const documents = await shop.db.orm.em
      .fork()
      .execute<{ kind: string; number: number }[]>(`select kind, number from issued_documents`)
    expect(names.filter((name) => name.endsWith('.pdf')).sort()).toEqual(
      documents.map((document) => `${document.kind}-${document.number}.pdf`).sort(),
    )
    expect(names).toContain(`documents-${month()}.csv`)
    const first = execFileSync('unzip', ['-p', file, names.find((n) => n.endsWith('.pdf'))!])
    expect(poppler('pdftotext', first)).toContain(he.invoice.copy)
  })

  it('are for managers only, for a well-formed month', async () => {
    const { token } = await signUpCustomer(api)
    const asBuyer = await api('GET', `/api/admin/documents?month=${month()}`, { token })
    expect(asBuyer.status).toBe(403)
    const bad = await api('GET', '/api/admin/documents?month=2026-13', { token: adminToken })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain(he.invoice.export.monthInvalid)
  })
})
