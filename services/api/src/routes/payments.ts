import { isUuid, typedSql, vatRateNow } from '@shop/db'
import { he, orderCharge, paidStatuses, toDecimalString, type PaymentRecord } from '@shop/domain'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { requireUser, type AuthEnv } from '../auth/auth-middleware.ts'
import type { AppDeps } from '../context.ts'
import { AppError } from '../http/app-error.ts'
import { ok } from '../http/envelope.ts'
import { iso } from '../http/serialize.ts'
import {
  documentPaths,
  findIssuedDocument,
  readInvoice,
  type DocumentPath,
} from '../payments/invoice.ts'
import { documentPdfResponse } from '../payments/invoice-pdf.ts'

/**
 * The buyer's payments and invoice-receipts: one per paid order, plus the orders still awaiting
 * payment. Each paid one has a printable invoice-receipt; one the shop cancelled shows as
 * refunded, with its credit invoice besides.
 */
export function paymentRoutes(deps: AppDeps) {
  const { orm } = deps

  function orderIdOf(c: Context<AuthEnv>) {
    const orderId = c.req.param('orderId') ?? ''
    if (!isUuid(orderId)) throw new AppError('notFound', he.invoice.notFound)
    return orderId
  }

  async function invoiceDocument(c: Context<AuthEnv>, path: DocumentPath) {
    const kind = documentPaths[path]
    return ok<`GET /api/payments/:orderId/${DocumentPath}`>(
      c,
      await readInvoice(orm.em.fork(), orderIdOf(c), kind, c.get('user').userId),
    )
  }

  // Only the buyer's own: another's order answers as one that does not exist.
  async function invoicePdf(c: Context<AuthEnv>, path: DocumentPath) {
    const em = orm.em.fork()
    const { userId } = c.get('user')
    const document = await findIssuedDocument(em, orderIdOf(c), documentPaths[path], userId)
    return documentPdfResponse(c, em, deps.storage, document.id, 'buyer')
  }

  return new Hono<AuthEnv>()
    .use('*', requireUser(deps))
    .get('/', async (c) => {
      const em = orm.em.fork()
      const rows = await typedSql(em)
        .selectFrom('orders as o')
        .select((eb) => [
          'o.id',
          'o.order_number',
          'o.receipt_number',
          'o.created_at',
          'o.paid_at',
          'o.status',
          'o.cancelled_at',
          'o.credit_number',
          'o.subtotal_agorot',
          'o.discount_agorot',
          'o.vat_rate_basis_points',
          'o.vat_agorot',
          'o.total_agorot',
          eb
            .cast<number>(
              eb
                .selectFrom('reports as r')
                .select(eb.fn.countAll().as('count'))
                .whereRef('r.order_id', '=', 'o.id'),
              'integer',
            )
            .as('report_count'),
        ])
        .where('o.user_id', '=', c.get('user').userId)
        .where('o.deleted_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb('o.status', 'in', [...paidStatuses, 'pending']),
            eb('o.credit_number', 'is not', null),
          ]),
        )
        .orderBy((eb) => eb.fn.coalesce('o.cancelled_at', 'o.paid_at', 'o.created_at'), 'desc')
        .execute()
      // An unpaid order shows what paying it now would charge, as checkout does
      const vatRateToday = await vatRateNow(em)
      return ok<'GET /api/payments'>(
        c,
        rows.map((row) => {
          const refunded = row.credit_number !== null
          const paid = row.status !== 'pending'
          return {
            id: row.id,
            order_id: row.id,
            order_number: row.order_number,
            invoice_number: row.receipt_number,
            credit_number: row.credit_number,
            date: iso(refunded ? row.cancelled_at : paid ? row.paid_at : row.created_at)!,
            description: refunded
              ? he.invoice.refundDescription(row.order_number, row.receipt_number)
              : he.invoice.description(row.report_count, row.order_number),
            amount: toDecimalString(orderCharge(row, vatRateToday).total),
            status: refunded ? 'refunded' : paid ? 'paid' : 'pending',
          } satisfies PaymentRecord
        }),
      )
    })
    .get('/:orderId/invoice', (c) => invoiceDocument(c, 'invoice'))
    .get('/:orderId/credit-invoice', (c) => invoiceDocument(c, 'credit-invoice'))
    .get('/:orderId/invoice/pdf', (c) => invoicePdf(c, 'invoice'))
    .get('/:orderId/credit-invoice/pdf', (c) => invoicePdf(c, 'credit-invoice'))
}
