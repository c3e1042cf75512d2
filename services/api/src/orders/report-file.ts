import type { EntityManager } from '@mikro-orm/postgresql'
import { isUuid, typedSql } from '@shop/db'
import { he, paidStatuses } from '@shop/domain'
import { attachReportFile } from '@shop/core'
import type { Storage } from '@shop/storage'
import { AppError } from '../http/app-error.ts'
import { pdfCarriesScript } from './pdf-scripts.ts'

export const maxReportBytes = 20 * 1024 * 1024

/**
 * A PDF is whatever starts with %PDF-: names and content types are the uploader's word only. It
 * goes to a customer, so one that would run script when opened is refused.
 */
export function checkPdf(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new AppError('validation', he.admin.emptyFile)
  if (bytes.length > maxReportBytes) throw new AppError('validation', he.admin.fileTooLarge)
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') {
    throw new AppError('validation', he.admin.onlyPdf)
  }
  if (pdfCarriesScript(bytes)) throw new AppError('validation', he.admin.pdfWithScript)
}

/**
 * Stores a report's finished PDF and marks it ready (attachReportFile), once the report is found
 * on a paid order.
 */
export async function storeReportFile(
  em: EntityManager,
  storage: Storage,
  reportId: string,
  bytes: Uint8Array,
): Promise<{ orderId: string; orderReady: boolean }> {
  if (!isUuid(reportId)) throw new AppError('notFound', he.admin.reportNotFound)
  const report = await typedSql(em)
    .selectFrom('reports as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['r.order_id', 'o.status'])
    .where('r.id', '=', reportId)
    .where('o.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst()
  if (!report) throw new AppError('notFound', he.admin.reportNotFound)
  if (!paidStatuses.includes(report.status)) {
    throw new AppError('conflict', he.admin.orderNotPaid)
  }
  const { orderReady } = await attachReportFile(
    em,
    storage,
    { orderId: report.order_id, reportId },
    bytes,
  )
  return { orderId: report.order_id, orderReady }
}
