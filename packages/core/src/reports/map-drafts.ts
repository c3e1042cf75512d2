import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql, type ShopDatabase } from '@shop/db'
import type { Storage } from '@shop/storage'
import type { Queue } from 'bullmq'
import { sql, type ExpressionBuilder } from 'kysely'
import { transitionMapDraft } from '../transition.ts'
import { attachReportFile } from './report-file.ts'

export interface MapDraftJob {
  reportId: string
  /** The draft request this job answers; a newer request makes it stale. */
  version: number
}

/** A typesetting job needs a browser: fewer, slower retries than an e-mail's. */
export const mapDraftAttempts = 4

export function mapDraftJobId({ reportId, version }: MapDraftJob): string {
  return `map.${reportId}.${version}`
}

type DraftScope = { orderId: string } | { reportId: string }

function inScope(scope: DraftScope) {
  return (eb: ExpressionBuilder<ShopDatabase, 'reports'>) =>
    'orderId' in scope ? eb('order_id', '=', scope.orderId) : eb('id', '=', scope.reportId)
}

/**
 * Asks for a new draft of each report in scope that is not delivered yet, in the caller's
 * transaction: the row is the truth, the job only its messenger, so a lost job is re-added by the
 * sweeper and a draft request is never lost with Redis. A draft already queued stays so under the
 * new version, which makes its older job stale.
 */
export async function requestMapDrafts(tx: EntityManager, scope: DraftScope): Promise<number> {
  const db = typedSql(tx)
  const rows = await db
    .selectFrom('reports')
    .select(['id', 'draft_status'])
    .where(inScope(scope))
    .where('status', '<>', 'ready')
    .orderBy('id')
    .forUpdate()
    .execute()
  for (const row of rows) {
    if (row.draft_status !== 'queued') await transitionMapDraft(tx, row.id, 'queued')
    await db
      .updateTable('reports')
      .set((eb) => ({
        draft_error: null,
        draft_version: eb('draft_version', '+', 1),
        draft_requested_at: sql`now()`,
        draft_started_at: null,
        updated_at: sql`now()`,
      }))
      .where('id', '=', row.id)
      .execute()
  }
  return rows.length
}

/**
 * Adds the job of every requested draft in scope, or of every one requested more than
 * `olderThanSeconds` ago and not begun by a worker within that time (the sweeper: a draft on the
 * press is not queued again, even when Redis forgot its job). Job ids are deterministic, so
 * adding one again changes nothing while Redis remembers it.
 */
export async function publishMapDrafts(
  em: EntityManager,
  queue: Queue,
  scope: DraftScope | { olderThanSeconds: number },
): Promise<number> {
  const rows = await typedSql(em)
    .selectFrom('reports')
    .select(['id', 'draft_version'])
    .where('draft_status', '=', 'queued')
    .where(
      'olderThanSeconds' in scope
        ? (eb) =>
            eb(
              // greatest() passes over a null: a draft never begun counts from its request.
              eb.fn('greatest', ['draft_requested_at', 'draft_started_at']),
              '<',
              sql<string>`now() - make_interval(secs => ${scope.olderThanSeconds})`,
            )
        : inScope(scope),
    )
    .execute()
  for (const row of rows) {
    const job: MapDraftJob = { reportId: row.id, version: row.draft_version }
    await queue.add('draft', job, {
      jobId: mapDraftJobId(job),
      attempts: mapDraftAttempts,
      backoff: { type: 'exponential', delay: 5000 },
    })
  }
  return rows.length
}

/**
 * Ends a request's queued draft: withdrawn (`none`, no longer wanted) or `failed` with its reason.
 * A newer request, or an end an earlier try of the job already wrote, leaves the report as it is.
 */
export async function endMapDraft(
  em: EntityManager,
  job: MapDraftJob,
  to: 'none' | 'failed',
  error?: string,
): Promise<void> {
  await em.transactional(async (tx) => {
    const row = await typedSql(tx)
      .selectFrom('reports')
      .select(['draft_status', 'draft_version'])
      .where('id', '=', job.reportId)
      .forUpdate()
      .executeTakeFirst()
    if (row?.draft_version !== job.version || row.draft_status !== 'queued') return
    await transitionMapDraft(tx, job.reportId, to, { error })
  })
}

export class MapDraftNotReadyError extends Error {
  constructor() {
    super('The report has no finished draft to approve')
    this.name = 'MapDraftNotReadyError'
  }
}

/**
 * The draft becomes the report's file, exactly as an uploaded PDF would (attachReportFile), so the
 * report.ready flow delivers it. A manager's approval and the automatic one both come here.
 */
export async function approveMapDraft(
  em: EntityManager,
  storage: Pick<Storage, 'get' | 'put' | 'remove'>,
  report: { orderId: string; reportId: string },
): Promise<{ orderReady: boolean }> {
  const row = await typedSql(em)
    .selectFrom('reports')
    .select(['draft_key', 'status', 'draft_status'])
    .where('id', '=', report.reportId)
    .executeTakeFirst()
  // A draft being made again is not the one the manager looked at.
  if (!row?.draft_key || row.status !== 'drafted' || row.draft_status !== 'drafted') {
    throw new MapDraftNotReadyError()
  }
  return attachReportFile(em, storage, report, await storage.get(row.draft_key))
}
