import type { EntityManager } from '@mikro-orm/postgresql'
import { DocumentNotTypesetError, takeDocumentPdf } from '@shop/core'
import { he, type OriginalTaker } from '@shop/domain'
import { attachmentDisposition, type Storage } from '@shop/storage'
import type { Context } from 'hono'
import { AppError } from '../http/app-error.ts'

/**
 * Answers a document's PDF: the original to its first taker, the copy to everyone after
 * (takeDocumentPdf). Like every API answer it is not cached: the same address answers the
 * original once.
 */
export async function documentPdfResponse(
  c: Context,
  em: EntityManager,
  storage: Storage,
  documentId: string,
  taker: OriginalTaker,
) {
  try {
    const { pdf, fileName } = await takeDocumentPdf(em, storage, documentId, taker)
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': attachmentDisposition(fileName),
    })
  } catch (error) {
    if (error instanceof DocumentNotTypesetError) {
      throw new AppError('conflict', he.invoice.notTypesetYet)
    }
    throw error
  }
}
