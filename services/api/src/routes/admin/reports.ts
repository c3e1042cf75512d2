import { isUuid, typedSql } from '@shop/db'
import { he, startReportSchema } from '@shop/domain'
import { transitionOrder, transitionReport } from '@shop/core'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { AppError } from '../../http/app-error.ts'
import { ok } from '../../http/envelope.ts'
import { validate } from '../../http/validate.ts'
import { checkPdf, maxReportBytes, storeReportFile } from '../../orders/report-file.ts'

/** A manager uploads a report's PDF, or marks work on it started. */
export function adminReportRoutes({ orm, storage }: AppDeps) {
  return new Hono<AuthEnv>()
    .post(
      '/:id/upload',
      // Refused before the body is read in full; the margin covers the multipart framing.
      bodyLimit({
        maxSize: maxReportBytes + 64 * 1024,
        onError: () => {
          throw new AppError('validation', he.admin.fileTooLarge)
        },
      }),
      async (c) => {
        const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}))
        const file = form.file
        if (!(file instanceof File)) throw new AppError('validation', he.admin.noFileChosen)
        const bytes = new Uint8Array(await file.arrayBuffer())
        checkPdf(bytes)
        const stored = await storeReportFile(orm.em.fork(), storage, c.req.param('id'), bytes)
        return ok<'POST /api/admin/reports/:id/upload'>(c, {
          reportId: c.req.param('id'),
          status: 'ready',
          ...stored,
        })
      },
    )
    .patch('/:id/status', validate('json', startReportSchema), async (c) => {
      const id = c.req.param('id')
      if (!isUuid(id)) throw new AppError('notFound', he.admin.reportNotFound)
      const em = orm.em.fork()
      return em.transactional(async (tx) => {
        const report = await typedSql(tx)
          .selectFrom('reports as r')
          .innerJoin('orders as o', 'o.id', 'r.order_id')
          .select(['r.order_id', 'o.status as order_status'])
          .where('r.id', '=', id)
          .where('o.deleted_at', 'is', null)
          .forUpdate('o')
          .executeTakeFirst()
        if (!report) throw new AppError('notFound', he.admin.reportNotFound)
        // Work can start only on a paid order; the first report started moves the order along.
        if (report.order_status !== 'processing') {
          await transitionOrder(tx, report.order_id, 'processing')
        }
        await transitionReport(tx, id, 'processing')
        return ok<'PATCH /api/admin/reports/:id/status'>(c, {
          reportId: id,
          status: 'processing',
          orderStatus: 'processing',
        })
      })
    })
}
