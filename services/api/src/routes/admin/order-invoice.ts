import { isUuid } from '@shop/db'
import { he } from '@shop/domain'
import { Hono, type Context } from 'hono'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { AppError } from '../../http/app-error.ts'
import { ok } from '../../http/envelope.ts'
import {
  documentPaths,
  findIssuedDocument,
  readInvoice,
  type DocumentPath,
} from '../../payments/invoice.ts'
import { documentPdfResponse } from '../../payments/invoice-pdf.ts'

/** The kept documents of an order, also of an erased account's (tax rules: 7 years). */
export function adminOrderInvoiceRoutes({ orm, storage }: AppDeps) {
  function orderIdOf(c: Context) {
    const orderId = c.req.param('id') ?? ''
    if (!isUuid(orderId)) throw new AppError('notFound', he.invoice.notFound)
    return orderId
  }

  async function invoicePdf(c: Context, path: DocumentPath) {
    const em = orm.em.fork()
    const document = await findIssuedDocument(em, orderIdOf(c), documentPaths[path])
    return documentPdfResponse(c, em, storage, document.id, 'manager')
  }

  return new Hono<AuthEnv>()
    .get('/:id/invoice', async (c) =>
      ok<'GET /api/admin/orders/:id/invoice'>(
        c,
        await readInvoice(orm.em.fork(), orderIdOf(c), 'invoice-receipt'),
      ),
    )
    .get('/:id/invoice/pdf', (c) => invoicePdf(c, 'invoice'))
    .get('/:id/credit-invoice/pdf', (c) => invoicePdf(c, 'credit-invoice'))
}
