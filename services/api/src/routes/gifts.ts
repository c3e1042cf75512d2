import { he } from '@shop/domain'
import { verifyDownloadToken } from '@shop/storage'
import { Hono } from 'hono'
import type { AppDeps } from '../context.ts'
import { AppError } from '../http/app-error.ts'
import { downloadLinkSeconds } from './reports.ts'

/**
 * A gift recipient's download, no account needed: the e-mailed link carries a signed, expiring
 * token and redirects to a fresh short-lived S3 link each time it is opened.
 */
export function giftRoutes({ orm, storage, env }: AppDeps) {
  return new Hono().get('/:token', async (c) => {
    const claim = verifyDownloadToken(c.req.param('token'), env.JWT_SECRET)
    if (!claim) throw new AppError('notFound', he.order.reportNotFound)
    // Erasing the buyer's account clears file_key, which ends every link it ever e-mailed.
    const [report] = await orm.em.fork().execute<{ file_key: string; subject_name: string }[]>(
      `select r.file_key, r.subject_name from reports r join orders o on o.id = r.order_id
       where r.id = ? and r.is_gift and r.status = 'ready' and r.file_key is not null
         and o.deleted_at is null`,
      [claim.reportId],
    )
    if (!report) throw new AppError('notFound', he.order.reportNotFound)
    const url = await storage.presignedGet(
      report.file_key,
      downloadLinkSeconds,
      `${report.subject_name}.pdf`,
    )
    c.header('Cache-Control', 'no-store')
    return c.redirect(url, 302)
  })
}
