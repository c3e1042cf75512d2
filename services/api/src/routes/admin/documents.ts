import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql } from '@shop/db'
import { documentsCsv, documentsMonthQuery, he, ledgerLine, toDecimalString } from '@shop/domain'
import { Hono } from 'hono'
import { sql } from 'kysely'
import { Readable } from 'node:stream'
import { ZipFile } from 'yazl'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { AppError } from '../../http/app-error.ts'
import { ok } from '../../http/envelope.ts'
import { validate } from '../../http/validate.ts'

/** The documents issued in a calendar month of Israel's, in the order they were issued. */
function monthDocuments(em: EntityManager, month: string) {
  const start = sql<string>`(${`${month}-01`}::date)::timestamp at time zone 'Asia/Jerusalem'`
  const end = sql<string>`((${`${month}-01`}::date + interval '1 month')::timestamp at time zone 'Asia/Jerusalem')`
  return typedSql(em)
    .selectFrom('issued_documents')
    .where('issued_at', '>=', start)
    .where('issued_at', '<', end)
    .orderBy('issued_at')
    .orderBy('kind', 'desc')
    .orderBy('number')
    .select(['id', 'order_id', 'content', 'copy_key'])
    .execute()
}

const attachment = (fileName: string) => `attachment; filename="${fileName}"`

/**
 * The month's documents for the accountant: a summary, the CSV to import and one ZIP of the
 * PDFs. The ZIP holds each document's true copy: handing the month to an accountant is a later
 * rendering, never the original, which stays with whoever took it first.
 */
export function adminDocumentRoutes({ orm, storage }: AppDeps) {
  return new Hono<AuthEnv>()
    .get('/', validate('query', documentsMonthQuery), async (c) => {
      const { month } = c.req.valid('query')
      const rows = await monthDocuments(orm.em.fork(), month)
      const lines = rows.map((row) => ({ row, line: ledgerLine(row.content) }))
      const sum = (pick: (line: ReturnType<typeof ledgerLine>) => number) =>
        toDecimalString(lines.reduce((total, { line }) => total + pick(line), 0))
      return ok<'GET /api/admin/documents'>(c, {
        month,
        documents: lines.map(({ row, line }) => ({
          id: row.id,
          orderId: row.order_id,
          kind: line.kind,
          number: line.number,
          date: line.date,
          customer: line.customer,
          beforeVat: toDecimalString(line.beforeVatAgorot),
          vat: toDecimalString(line.vatAgorot),
          total: toDecimalString(line.totalAgorot),
        })),
        totals: {
          beforeVat: sum((line) => line.beforeVatAgorot),
          vat: sum((line) => line.vatAgorot),
          total: sum((line) => line.totalAgorot),
        },
      })
    })
    .get('/export.csv', validate('query', documentsMonthQuery), async (c) => {
      const { month } = c.req.valid('query')
      const rows = await monthDocuments(orm.em.fork(), month)
      return c.body(documentsCsv(rows.map((row) => ledgerLine(row.content))), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': attachment(`documents-${month}.csv`),
      })
    })
    .get('/export.zip', validate('query', documentsMonthQuery), async (c) => {
      const { month } = c.req.valid('query')
      const rows = await monthDocuments(orm.em.fork(), month)
      if (rows.some((row) => !row.copy_key)) {
        throw new AppError('conflict', he.invoice.export.notTypesetYet)
      }
      const zip = new ZipFile()
      zip.addBuffer(
        Buffer.from(documentsCsv(rows.map((row) => ledgerLine(row.content)))),
        `documents-${month}.csv`,
      )
      for (const row of rows) {
        const { kind, number } = row.content
        zip.addBuffer(await storage.get(row.copy_key!), `${kind}-${number}.pdf`)
      }
      zip.end()
      return c.body(Readable.toWeb(Readable.from(zip.outputStream)), 200, {
        'content-type': 'application/zip',
        'content-disposition': attachment(`documents-${month}.zip`),
      })
    })
}
