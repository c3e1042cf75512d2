import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql } from '@shop/db'
import { he, invoiceFromContent, type DocumentKind, type Invoice } from '@shop/domain'
import { AppError } from '../http/app-error.ts'

/** The documents' names in the API's paths. */
export const documentPaths = {
  invoice: 'invoice-receipt',
  'credit-invoice': 'credit-invoice',
} as const satisfies Record<string, DocumentKind>
export type DocumentPath = keyof typeof documentPaths

/**
 * The issued document of this kind of an order, for its buyer (`ownerId`) or for a manager: what
 * was frozen when it was issued, never today's business details. It outlives the buyer's account.
 */
export async function findIssuedDocument(
  em: EntityManager,
  orderId: string,
  kind: DocumentKind,
  ownerId?: string,
) {
  let query = typedSql(em)
    .selectFrom('issued_documents as d')
    .innerJoin('orders as o', 'o.id', 'd.order_id')
    .where('d.order_id', '=', orderId)
    .where('d.kind', '=', kind)
    .select(['d.id', 'd.content'])
  if (ownerId !== undefined) {
    query = query.where('o.user_id', '=', ownerId).where('o.deleted_at', 'is', null)
  }
  const document = await query.executeTakeFirst()
  if (!document) throw new AppError('notFound', he.invoice.notFound)
  return document
}

/** The document as the web page shows it. */
export async function readInvoice(
  em: EntityManager,
  orderId: string,
  kind: DocumentKind,
  ownerId?: string,
): Promise<Invoice> {
  return invoiceFromContent((await findIssuedDocument(em, orderId, kind, ownerId)).content)
}
