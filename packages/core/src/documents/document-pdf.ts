import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql } from '@shop/db'
import { documentFileName, type DocumentKind, type OriginalTaker } from '@shop/domain'
import type { Storage } from '@shop/storage'

/** Every document of an order is kept under this prefix, apart from its maps' files. */
export const documentFilesPrefix = (orderId: string) => `documents/${orderId}/`

/** The document was issued but its PDFs are not typeset yet (a worker is on it). */
export class DocumentNotTypesetError extends Error {
  constructor(documentId: string) {
    super(`document ${documentId} is not typeset yet`)
    this.name = 'DocumentNotTypesetError'
  }
}

interface DocumentPdf {
  pdf: Buffer
  original: boolean
  fileName: string
}

/**
 * A document's PDF for whoever takes it: the original ("מקור") to the first taker only, recorded
 * in the same statement that decides it, so two takers at once cannot both get it; everyone after
 * gets the copy ("העתק נאמן למקור") and is counted. The payment e-mail takes the invoice-receipt's
 * original, and its retries take it again: until SMTP accepts it, the original is not delivered,
 * and an attempt SMTP refused gives it back (`giveBackEmailedOriginal`).
 */
export async function takeDocumentPdf(
  em: EntityManager,
  storage: Pick<Storage, 'get'>,
  documentId: string,
  taker: OriginalTaker,
): Promise<DocumentPdf> {
  const db = typedSql(em)
  const document = await db
    .selectFrom('issued_documents')
    .where('id', '=', documentId)
    .select(['kind', 'number', 'original_key', 'copy_key'])
    .executeTakeFirstOrThrow()
  if (!document.original_key || !document.copy_key) throw new DocumentNotTypesetError(documentId)
  const claimed = await db
    .updateTable('issued_documents')
    .set((eb) => ({
      original_taken_by: taker,
      original_taken_at: eb.fn.coalesce('original_taken_at', eb.fn<string>('now')),
    }))
    .where('id', '=', documentId)
    .where((eb) =>
      taker === 'e-mail'
        ? eb.or([eb('original_taken_by', 'is', null), eb('original_taken_by', '=', 'e-mail')])
        : eb('original_taken_by', 'is', null),
    )
    .returning('id')
    .executeTakeFirst()
  const original = claimed !== undefined
  if (!original) {
    await db
      .updateTable('issued_documents')
      .set((eb) => ({ copies_taken: eb('copies_taken', '+', 1) }))
      .where('id', '=', documentId)
      .execute()
  }
  return {
    pdf: await storage.get(original ? document.original_key : document.copy_key),
    original,
    fileName: documentFileName(document.kind, document.number, original),
  }
}

/**
 * Frees the original an e-mail claimed but SMTP did not take: the next taker, the buyer's
 * download or the e-mail's own retry, gets it. One a person took is never touched.
 */
export async function giveBackEmailedOriginal(
  em: EntityManager,
  document: { orderId: string; kind: DocumentKind },
) {
  await typedSql(em)
    .updateTable('issued_documents')
    .set({ original_taken_by: null, original_taken_at: null })
    .where('order_id', '=', document.orderId)
    .where('kind', '=', document.kind)
    .where('original_taken_by', '=', 'e-mail')
    .execute()
}
