import type { EntityManager } from '@mikro-orm/postgresql'
import { canTransition, he, paidStatuses, type OrderStatus, type ReportStatus } from '@shop/domain'
import { transitionOrder, transitionReport } from '@shop/queue'
import { orderFilesPrefix, type Storage } from '@shop/storage'
import { randomBytes } from 'node:crypto'
import { AppError } from '../http/app-error.ts'
import { isUuid } from '../http/ids.ts'

export const maxReportBytes = 20 * 1024 * 1024

/** A PDF is whatever starts with %PDF-: names and content types are the uploader's word only. */
export function checkPdf(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new AppError('validation', he.admin.emptyFile)
  if (bytes.length > maxReportBytes) throw new AppError('validation', he.admin.fileTooLarge)
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') {
    throw new AppError('validation', he.admin.onlyPdf)
  }
}

/**
 * Stores a report's finished PDF and marks it ready. The file goes to S3 first under a fresh key;
 * then one transaction points the report at it, moves it to ready (recording report.ready) and,
 * when it was the last report, moves the order to ready (recording order.ready) and cancels its
 * reminders. A replaced file is removed only after the new one is committed.
 */
export async function storeReportFile(
  em: EntityManager,
  storage: Storage,
  reportId: string,
  bytes: Uint8Array,
): Promise<{ orderId: string; orderReady: boolean }> {
  if (!isUuid(reportId)) throw new AppError('notFound', he.admin.reportNotFound)
  const [report] = await em.execute<{ order_id: string; status: OrderStatus }[]>(
    `select r.order_id, o.status from reports r join orders o on o.id = r.order_id
       join users u on u.id = o.user_id
     where r.id = ? and o.deleted_at is null and u.deleted_at is null`,
    [reportId],
  )
  if (!report) throw new AppError('notFound', he.admin.reportNotFound)
  if (!paidStatuses.includes(report.status)) {
    throw new AppError('conflict', he.admin.orderNotPaid)
  }
  const key = `${orderFilesPrefix(report.order_id)}${reportId}-${randomBytes(6).toString('hex')}.pdf`
  await storage.put(key, Buffer.from(bytes), bytes.length, 'application/pdf')

  const result = await em.transactional(async (tx) => {
    // Order first, then report: the same order as the other writers, so none of them deadlock.
    await tx.execute(`select 1 from orders where id = ? for update`, [report.order_id])
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
      [report.order_id],
    )
    const orderReady = order!.unfinished === 0 && canTransition(order!.status, 'ready')
    if (orderReady) {
      await transitionOrder(tx, report.order_id, 'ready')
      await tx.execute(
        `update delivery_reminders set cancelled_at = now()
         where order_id = ? and sent_at is null and cancelled_at is null`,
        [report.order_id],
      )
    }
    return { previousKey: previous?.file_key ?? null, orderReady }
  })
  if (result.previousKey) await storage.remove(result.previousKey).catch(() => undefined)
  return { orderId: report.order_id, orderReady: result.orderReady }
}
