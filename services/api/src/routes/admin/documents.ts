import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql } from '@shop/db'
import {
  documentsCsv,
  documentsMonthQuery,
  he,
  ledgerLine,
  ledgerTotals,
  shopTimeZone,
  toDecimalString,
} from '@shop/domain'
import { attachmentDisposition } from '@shop/storage'
import { Hono } from 'hono'
import { sql } from 'kysely'
import { Readable } from 'node:stream'
import { ZipFile } from 'yazl'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { AppError } from '../../http/app-error.ts'
import { ok } from '../../http/envelope.ts'
import { validate } from '../../http/validate.ts'

/**
 * The documents issued in a calendar month of Israel's, in the order they were issued, each with
 * its line in the ledger.
 */
async function monthLedger(em: EntityManager, month: string) {
  const firstDay = sql<string>`${`${month}-01`}::date`
  const start = sql<string>`${firstDay}::timestamp at time zone ${shopTimeZone}`
  const end = sql<string>`(${firstDay} + interval '1 month')::timestamp at time zone ${shopTimeZone}`
  const rows = await typedSql(em)
    .selectFrom('issued_documents')
    .where('issued_at', '>=', start)
    .where('issued_at', '<', end)
    .orderBy('issued_at')
    .orderBy('kind', 'desc')
    .orderBy('number')
    .select(['id', 'order_id', 'content', 'copy_key'])
    .execute()
  return rows.map((row) => ({ ...row, line: ledgerLine(row.content) }))
}

const exportName = (month: string, extension: 'csv' | 'zip') => `documents-${month}.${extension}`

/**
 * The month's documents for the accountant: a summary, the CSV to import and one ZIP of the
 * PDFs. The ZIP holds each document's true copy: handing the month to an accountant is a later
 * rendering, never the original, which stays with whoever took it first.
 */
export function adminDocumentRoutes({ orm, storage }: AppDeps) {
  return new Hono<AuthEnv>()
    .get('/', validate('query', documentsMonthQuery), async (c) => {
      const { month } = c.req.valid('query')
      const documents = await monthLedger(orm.em.fork(), month)
      const totals = ledgerTotals(documents.map(({ line }) => line))
      return ok<'GET /api/admin/documents'>(c, {
        month,
        documents: documents.map(({ id, order_id, line }) => ({
          id,
          orderId: order_id,
          kind: line.kind,
          number: line.number,
          date: line.date,
          customer: line.customer,
          beforeVat: toDecimalString(line.beforeVatAgorot),
          vat: toDecimalString(line.vatAgorot),
          total: toDecimalString(line.totalAgorot),
        })),
        totals: {
          beforeVat: toDecimalString(totals.beforeVatAgorot),
          vat: toDecimalString(totals.vatAgorot),
          total: toDecimalString(totals.totalAgorot),
        },
      })
    })
    .get('/export.csv', validate('query', documentsMonthQuery), async (c) => {
      const { month } = c.req.valid('query')
      const documents = await monthLedger(orm.em.fork(), month)
      return c.body(documentsCsv(documents.map(({ line }) => line)), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': attachmentDisposition(exportName(month, 'csv')),
      })
    })
    .get('/export.zip', validate('query', documentsMonthQuery), async (c) => {
      const { month } = c.req.valid('query')
      const documents = await monthLedger(orm.em.fork(), month)
      if (documents.some((document) => !document.copy_key)) {
        throw new AppError('conflict', he.invoice.export.notTypesetYet)
      }
      const zip = new ZipFile()
      zip.addBuffer(
        Buffer.from(documentsCsv(documents.map(({ line }) => line))),
        exportName(month, 'csv'),
      )
      // Each PDF is read from storage only when the ZIP comes to write it, so a month of
      // documents streams out one file at a time rather than sitting whole in memory.
      for (const { copy_key, line } of documents) {
        const read = async function* () {
          yield await storage.get(copy_key!)
        }
        zip.addReadStream(Readable.from(read()), `${line.kind}-${line.number}.pdf`)
      }
      zip.end()
      return c.body(Readable.toWeb(Readable.from(zip.outputStream)), 200, {
        'content-type': 'application/zip',
        'content-disposition': attachmentDisposition(exportName(month, 'zip')),
      })
    })
}
