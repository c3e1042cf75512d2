import { isUuid } from '@shop/db'
import { he } from '@shop/domain'
import { Hono } from 'hono'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { AppError } from '../../http/app-error.ts'
import { ok } from '../../http/envelope.ts'
import { readInvoice } from '../../payments/invoice.ts'

/** The kept invoice-receipt of an order, also of an erased account's (tax rules: 7 years). */
export function adminOrderInvoiceRoutes({ orm, env }: AppDeps) {
  return new Hono<AuthEnv>().get('/:id/invoice', async (c) => {
    const orderId = c.req.param('id')
    if (!isUuid(orderId)) throw new AppError('notFound', he.invoice.notFound)
    return ok<'GET /api/admin/orders/:id/invoice'>(
      c,
      await readInvoice(orm.em.fork(), env, orderId, 'invoice'),
    )
  })
}
