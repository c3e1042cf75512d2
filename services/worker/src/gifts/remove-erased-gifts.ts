import { downloadLinkDays } from '@shop/domain'
import { removeOrderFiles } from '@shop/storage'
import type { WorkerDeps } from '../context.ts'

/**
 * Removes the delivered gifts an erased buyer's account left for their recipients, once every
 * link e-mailed to them expired: each was signed before the deletion, for `downloadLinkDays`.
 * The file goes first, so a failure leaves the row to be found again. Answers how many went.
 */
export async function removeErasedGifts(deps: Pick<WorkerDeps, 'orm' | 'storage'>) {
  const em = deps.orm.em.fork()
  const gifts = await em.execute<{ id: string; order_id: string; file_key: string }[]>(
    `select r.id, r.order_id, r.file_key from reports r
       join orders o on o.id = r.order_id join users u on u.id = o.user_id
     where r.file_key is not null
       and u.deleted_at < now() - ? * interval '1 day'`,
    [downloadLinkDays],
  )
  for (const gift of gifts) {
    await removeOrderFiles(deps.storage, [gift.order_id])
    await em.execute(
      `update reports set file_key = null, file_size = null, subject_name = null,
         updated_at = now()
       where id = ? and file_key = ?`,
      [gift.id, gift.file_key],
    )
  }
  return gifts.length
}
