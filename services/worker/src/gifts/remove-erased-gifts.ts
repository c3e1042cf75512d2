import { typedSql } from '@shop/db'
import { downloadLinkDays } from '@shop/domain'
import { removeOrderFiles } from '@shop/storage'
import { sql, type NotNull } from 'kysely'
import type { WorkerDeps } from '../context.ts'

/**
 * Removes the delivered gifts an erased buyer's account left for their recipients, once every
 * link e-mailed to them expired: each was signed before the deletion, for `downloadLinkDays`.
 * The file goes first, so a failure leaves the row to be found again. Answers how many went.
 */
export async function removeErasedGifts(deps: Pick<WorkerDeps, 'orm' | 'storage'>) {
  const db = typedSql(deps.orm.em.fork())
  const gifts = await db
    .selectFrom('reports as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['r.id', 'r.order_id', 'r.file_key'])
    .where('r.file_key', 'is not', null)
    .$narrowType<{ file_key: NotNull }>()
    .where(
      'u.deleted_at',
      '<',
      sql<string>`now() - ${sql.lit(downloadLinkDays)} * interval '1 day'`,
    )
    .execute()
  for (const gift of gifts) {
    await removeOrderFiles(deps.storage, [gift.order_id])
    await db
      .updateTable('reports')
      .set({ file_key: null, file_size: null, subject_name: null, updated_at: sql`now()` })
      .where('id', '=', gift.id)
      .where('file_key', '=', gift.file_key)
      .execute()
  }
  return gifts.length
}
