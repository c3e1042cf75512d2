import type { EntityManager } from '@mikro-orm/postgresql'
import { isUuid, typedSql } from '@shop/db'
import { he, paidStatuses, personalNoteInput } from '@shop/domain'
import {
  approveMapDraft,
  MapDraftNotReadyError,
  publishMapDrafts,
  requestMapDrafts,
} from '@shop/core'
import { Hono } from 'hono'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { AppError } from '../../http/app-error.ts'
import { ok } from '../../http/envelope.ts'
import { validate } from '../../http/validate.ts'

async function findReport(em: EntityManager, id: string) {
  if (!isUuid(id)) throw new AppError('notFound', he.admin.reportNotFound)
  const report = await typedSql(em)
    .selectFrom('reports as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.order_id', 'o.status as order_status', 'r.status', 'r.draft_key'])
    .where('r.id', '=', id)
    .where('o.deleted_at', 'is', null)
    .executeTakeFirst()
  if (!report) throw new AppError('notFound', he.admin.reportNotFound)
  return report
}

/** A manager reviews a report's generated draft: preview, make again, add a note, approve. */
export function adminMapDraftRoutes({ orm, storage, queues, logger }: AppDeps) {
  /** Records a new draft request, then hands it to the queue; the sweeper covers a Redis outage. */
  async function redraft(id: string, write?: (tx: EntityManager) => Promise<void>) {
    const em = orm.em.fork()
    const report = await findReport(em, id)
    if (!paidStatuses.includes(report.order_status)) {
      throw new AppError('conflict', he.admin.orderNotPaid)
    }
    if (report.status === 'ready') throw new AppError('conflict', he.maps.admin.reportAlreadyReady)
    await em.transactional(async (tx) => {
      await write?.(tx)
      await requestMapDrafts(tx, { reportId: id })
    })
    await publishMapDrafts(em, queues.maps, { reportId: id }).catch((error) =>
      logger.warn({ err: error, reportId: id }, 'draft job not queued; the sweeper will add it'),
    )
  }

  return new Hono<AuthEnv>()
    .get('/:id/draft', async (c) => {
      const report = await findReport(orm.em.fork(), c.req.param('id'))
      if (!report.draft_key) throw new AppError('notFound', he.maps.admin.noDraft)
      const pdf = await storage.get(report.draft_key)
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': 'inline',
      })
    })
    .post('/:id/draft', async (c) => {
      await redraft(c.req.param('id'))
      return ok<'POST /api/admin/reports/:id/draft'>(
        c,
        { reportId: c.req.param('id'), draftStatus: 'queued' },
        202,
      )
    })
    .put('/:id/note', validate('json', personalNoteInput), async (c) => {
      const id = c.req.param('id')
      const note = c.req.valid('json').note || null
      // The note prints in the draft, so saving it makes the draft again.
      await redraft(id, async (tx) => {
        await typedSql(tx)
          .updateTable('reports')
          .set({ personal_note: note })
          .where('id', '=', id)
          .execute()
      })
      return ok<'PUT /api/admin/reports/:id/note'>(c, {
        reportId: id,
        personalNote: note,
        draftStatus: 'queued',
      })
    })
    .post('/:id/approve', async (c) => {
      const id = c.req.param('id')
      const em = orm.em.fork()
      const report = await findReport(em, id)
      if (!paidStatuses.includes(report.order_status)) {
        throw new AppError('conflict', he.admin.orderNotPaid)
      }
      try {
        const { orderReady } = await approveMapDraft(em, storage, {
          orderId: report.order_id,
          reportId: id,
        })
        return ok<'POST /api/admin/reports/:id/approve'>(c, {
          report: { id, status: 'ready' as const },
          orderReady,
        })
      } catch (error) {
        if (error instanceof MapDraftNotReadyError) {
          throw new AppError('conflict', he.maps.admin.draftNotReady)
        }
        throw error
      }
    })
}
