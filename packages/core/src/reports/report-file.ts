import type { EntityManager } from '@mikro-orm/postgresql'
import { canTransition, type OrderStatus, type ReportStatus } from '@shop/domain'
import { orderFilesPrefix, type Storage } from '@shop/storage'
import { randomBytes } from 'node:crypto'
import { transitionOrder, transitionReport } from '../transition.ts'

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
    await tx.execute(`select 1 from orders where id = ? for update`, [orderId])
    const [previous] = await tx.execute<{ file_key: string | null; status: ReportStatus }[]>(
      `select file_key, status from reports where id = ? for update`,
      [reportId],
    )
    await tx.execute(
      `update reports set file_key = ?, file_size = ?, updated_at = now() where id = ?`,
      [key, bytes.length, reportId],
    )
    // A replaced file of a ready report needs no transition: its links already lead to the file.
    if (previous?.status !== 'ready') await transitionReport(tx, reportId, 'ready')
    const [order] = await tx.execute<{ status: OrderStatus; unfinished: number }[]>(
      `select o.status, (select count(*) from reports r where r.order_id = o.id
         and r.status <> 'ready')::int as unfinished
       from orders o where o.id = ?`,
      [orderId],
    )
    const orderReady = order!.unfinished === 0 && canTransition(order!.status, 'ready')
    if (orderReady) {
      await transitionOrder(tx, orderId, 'ready')
      await tx.execute(
        `update delivery_reminders set cancelled_at = now()
         where order_id = ? and sent_at is null and cancelled_at is null`,
        [orderId],
      )
    }
    return { previousKey: previous?.file_key ?? null, orderReady }
  })
  if (result.previousKey) await storage.remove(result.previousKey).catch(() => undefined)
  return { orderReady: result.orderReady }
}
