import { he, NumerologyNameError, paidStatuses } from '@shop/domain'
import {
  approveMapDraft,
  endMapDraft,
  mapDraftAttempts,
  transitionMapDraft,
  transitionReport,
  type MapDraftJob,
} from '@shop/core'
import { typedSql } from '@shop/db'
import { UnrecoverableError, type Job } from 'bullmq'
import { sql } from 'kysely'
import { orderFilesPrefix } from '@shop/storage'
import type { WorkerDeps } from '../context.ts'
import type { MapBrowser } from '../maps/map-browser.ts'
import { readMapDocument } from '../maps/map-document.ts'
import { typesetMap } from '../maps/typeset-map.ts'

/** A newer draft request, or an upload that delivered the report, makes a job's draft unwanted. */
const overtaken = (report: { draft_version: number; status: string }, version: number) =>
  report.draft_version !== version || report.status === 'ready'

/**
 * Typesets one report's draft and stores it apart from the final file; the report becomes
 * `drafted` and, with MAPS_AUTO_APPROVE, is approved at once. A job of an older request, or for a
 * report already delivered, does nothing: the newest request or the upload wins. A request
 * already drafted is not typeset again (a job Redis forgot and the sweeper added once more).
 */
export function makeMapDraftProcessor(deps: WorkerDeps, browser: MapBrowser) {
  return async (job: Job<MapDraftJob>) => {
    const { reportId, version } = job.data
    const em = deps.orm.em.fork()
    const found = await readMapDocument(em, deps, reportId)
    if (!found || found.subject.draft_version !== version) return
    if (overtaken(found.subject, version) || !paidStatuses.includes(found.subject.order_status)) {
      // Delivered by an upload, or the order was cancelled: no draft is wanted any more, and the
      // sweeper must stop offering this one.
      await endMapDraft(em, job.data, 'none')
      return
    }
    const { subject } = found
    if (subject.draft_status === 'queued') {
      if (!(await typeset(deps, browser, job, found))) return
    } else if (subject.draft_status !== 'drafted') return
    if (deps.env.MAPS_AUTO_APPROVE) {
      await approveMapDraft(em, deps.storage, { orderId: subject.order_id, reportId })
      deps.logger.info({ reportId, orderId: subject.order_id }, 'map draft approved automatically')
    }
  }
}

/** Prints the draft, stores it and records it; false when a newer request overtook it. */
async function typeset(
  deps: WorkerDeps,
  browser: MapBrowser,
  job: Job<MapDraftJob>,
  { subject, document }: NonNullable<Awaited<ReturnType<typeof readMapDocument>>>,
): Promise<boolean> {
  const { reportId, version } = job.data
  const em = deps.orm.em.fork()
  await typedSql(em)
    .updateTable('reports')
    .set({ draft_started_at: sql`now()` })
    .where('id', '=', reportId)
    .where('draft_version', '=', version)
    .execute()
  let pdf: Buffer
  try {
    pdf = await typesetMap(browser, document())
  } catch (error) {
    const permanent = error instanceof NumerologyNameError
    if (permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? mapDraftAttempts)) {
      const reason = permanent
        ? he.maps.admin.nameWithoutLetters
        : he.maps.admin.renderFailed((error as Error).message.split('\n')[0]!.slice(0, 300))
      await endMapDraft(em, job.data, 'failed', reason)
    }
    throw permanent ? new UnrecoverableError((error as Error).message) : error
  }

  // Under the order's folder, so erasing the account removes drafts with the final files. One key
  // per request: a retry after a crash writes over its own file instead of leaving one behind.
  const key = `${orderFilesPrefix(subject.order_id)}drafts/${reportId}-${version}.pdf`
  await deps.storage.put(key, pdf, pdf.length, 'application/pdf')
  const recorded = await em
    .transactional(async (tx) => {
      // Order first, then report: the same order as the other writers, so none of them deadlock.
      const db = typedSql(tx)
      await db
        .selectFrom('orders')
        .select('id')
        .where('id', '=', subject.order_id)
        .forUpdate()
        .execute()
      const current = await db
        .selectFrom('reports')
        .select(['status', 'draft_version', 'draft_key'])
        .where('id', '=', reportId)
        .forUpdate()
        .executeTakeFirst()
      if (!current || overtaken(current, version)) {
        return { drafted: false, previousKey: current?.draft_key ?? null }
      }
      await db.updateTable('reports').set({ draft_key: key }).where('id', '=', reportId).execute()
      await transitionMapDraft(tx, reportId, 'drafted')
      if (current.status !== 'drafted') await transitionReport(tx, reportId, 'drafted')
      return { drafted: true, previousKey: current.draft_key }
    })
    .catch(async (error: unknown) => {
      // Not recorded, so nothing would ever point at the file: it goes now, and the retry
      // prints the draft again.
      await deps.storage.remove(key).catch(() => undefined)
      throw error
    })
  // The file the report does not point at goes: this one when a newer request or an upload
  // overtook it, else the draft it replaced (the same key when this request was printed before).
  const { drafted, previousKey } = recorded
  const [unused, kept] = drafted ? [previousKey, key] : [key, previousKey]
  if (unused && unused !== kept) await deps.storage.remove(unused).catch(() => undefined)
  if (!drafted) return false
  deps.logger.info({ reportId, orderId: subject.order_id, bytes: pdf.length }, 'map drafted')
  return true
}
