import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql } from '@shop/db'
import { canTransition } from '@shop/domain'
import { orderFilesPrefix, type Storage } from '@shop/storage'
import { sql } from 'kysely'
import { randomBytes } from 'node:crypto'
import { transitionOrder, transitionReport } from '../transition.ts'
import { cancelUnsentReminders } from './reminders.ts'

/**
 * Makes `bytes` a report's final file and marks it ready: what an upload and an approved draft
 * both do. The file goes to S3 first under a fresh key; then one transaction points the report at
 * it, moves it to ready (recording report.ready) and, when it was the last report, moves the order
 * to ready (recording order.ready) and cancels its reminders. A replaced file is removed only after
 * the new one is committed. The caller has checked that the order is paid.
 */
export async function attachReportFile(
  em: EntityManager,
  storage: Pick<Storage, 'put' | 'remove'>,
  report: { orderId: string; reportId: string },
  bytes: Uint8Array,
): Promise<{ orderReady: boolean }> {
  const { orderId, reportId } = report
  const key = `${orderFilesPrefix(orderId)}${reportId}-${randomBytes(6).toString('hex')}.pdf`
  await storage.put(key, Buffer.from(bytes), bytes.length, 'application/pdf')

  const result = await em.transactional(async (tx) => {
    // Order first, then report: the same order as the other writers, so none of them deadlock.
    const db = typedSql(tx)
    await db.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().execute()
    const previous = await db
      .selectFrom('reports')
      .select(['file_key', 'status'])
      .where('id', '=', reportId)
      .forUpdate()
      .executeTakeFirst()
    await db
      .updateTable('reports')
      .set({ file_key: key, file_size: bytes.length, updated_at: sql`now()` })
      .where('id', '=', reportId)
      .execute()
    // A replaced file of a ready report needs no transition: its links already lead to the file.
    if (previous?.status !== 'ready') await transitionReport(tx, reportId, 'ready')
    const order = await db
      .selectFrom('orders as o')
      .select((eb) => [
        'o.status',
        eb
          .selectFrom('reports as r')
          .select((count) => count.fn.countAll<string>().as('unfinished'))
          .whereRef('r.order_id', '=', 'o.id')
          .where('r.status', '<>', 'ready')
          .as('unfinished'),
      ])
      .where('o.id', '=', orderId)
      .executeTakeFirstOrThrow()
    const orderReady = Number(order.unfinished) === 0 && canTransition(order.status, 'ready')
    if (orderReady) {
      await transitionOrder(tx, orderId, 'ready')
      await cancelUnsentReminders(tx, orderId)
    }
    return { previousKey: previous?.file_key ?? null, orderReady }
  })
  if (result.previousKey) await storage.remove(result.previousKey).catch(() => undefined)
  return { orderReady: result.orderReady }
}
