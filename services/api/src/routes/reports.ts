import { isUuid, typedSql } from '@shop/db'
import { he } from '@shop/domain'
import { Hono } from 'hono'
import { requireUser, type AuthEnv } from '../auth/auth-middleware.ts'
import type { AppDeps } from '../context.ts'
import { AppError } from '../http/app-error.ts'
import { ok } from '../http/envelope.ts'

export const downloadLinkSeconds = 5 * 60

/** The buyer's download of a finished report: a signed link to its file that lives a few minutes. */
export function reportRoutes(deps: AppDeps) {
  const { orm, storage } = deps
  return new Hono<AuthEnv>().get('/:id/download', requireUser(deps), async (c) => {
    const id = c.req.param('id')
    if (!isUuid(id)) throw new AppError('notFound', he.order.reportNotFound)
    const report = await typedSql(orm.em.fork())
      .selectFrom('reports as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select(['r.file_key', 'r.subject_name'])
      .where('r.id', '=', id)
      .where('o.user_id', '=', c.get('user').userId)
      .where('o.deleted_at', 'is', null)
      .where('r.status', '=', 'ready')
      .executeTakeFirst()
    // Someone else's report, or one not ready yet: the same 404, so ids reveal nothing.
    if (!report?.file_key) throw new AppError('notFound', he.order.reportNotFound)
    const downloadUrl = await storage.presignedGet(
      report.file_key,
      downloadLinkSeconds,
      `${report.subject_name}.pdf`,
    )
    return ok<'GET /api/reports/:id/download'>(c, {
      downloadUrl,
      expiresInSeconds: downloadLinkSeconds,
    })
  })
}
