import { isUuid, typedSql } from '@shop/db'
import { verifyDownloadToken } from '@shop/storage'
import { Hono, type Context } from 'hono'
import type { AppDeps } from '../context.ts'
import { giftLinkPage } from '../web/gift-link-page.ts'
import { answerLinkProblem, type LinkKind, type LinkProblem } from '../web/link-problem-page.ts'
import { downloadLinkSeconds } from './reports.ts'

/**
 * A download from an e-mailed link, no account needed: a gift recipient's, or the buyer's own map
 * from the map-ready e-mail. The link carries a signed, expiring token and redirects to a fresh
 * short-lived link to the file (S3's, or the API's file route) each time it is opened; a gift's
 * link first opens a page saying what the map is, whose button is that redirect. A link that no
 * longer works answers a Hebrew page, since whoever opened it came from a mail client and should
 * learn how to get a new one.
 */
export function downloadLinkRoutes({ orm, storage, env }: AppDeps, kind: LinkKind) {
  const problem = (c: Context, reason: LinkProblem) => answerLinkProblem(c, kind, reason)

  /** The ready report the link names, or the page saying why there is none. */
  async function linkedReport(c: Context) {
    const claim = verifyDownloadToken(c.req.param('token') ?? '', env.JWT_SECRET)
    if (!claim || !isUuid(claim.reportId)) return problem(c, 'invalid')
    const report = await typedSql(orm.em.fork())
      .selectFrom('reports as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select(['r.file_key', 'r.subject_name'])
      .where('r.id', '=', claim.reportId)
      .where('r.is_gift', '=', kind === 'gift')
      .where('r.status', '=', 'ready')
      .where('o.deleted_at', 'is', null)
      .executeTakeFirst()
    if (!report) return problem(c, claim.expired ? 'expired' : 'invalid')
    // A ready map without its file (or name) went with its buyer's account: no new link can be had.
    if (!report.file_key || report.subject_name === null) return problem(c, 'removed')
    if (claim.expired) return problem(c, 'expired')
    return {
      file_key: report.file_key,
      subject_name: report.subject_name,
      expiresAt: claim.expiresAt,
    }
  }

  async function download(c: Context) {
    const report = await linkedReport(c)
    if (report instanceof Response) return report
    const url = await storage.presignedGet(
      report.file_key,
      downloadLinkSeconds,
      `${report.subject_name}.pdf`,
    )
    return c.redirect(url, 302)
  }

  if (kind === 'own') return new Hono().get('/:token', download)
  return new Hono()
    .get('/:token', async (c) => {
      const report = await linkedReport(c)
      if (report instanceof Response) return report
      c.header('Cache-Control', 'no-store')
      return c.html(
        giftLinkPage({
          subjectName: report.subject_name,
          expiresAt: report.expiresAt,
          downloadPath: `${c.req.path}/file`,
        }),
      )
    })
    .get('/:token/file', download)
}
