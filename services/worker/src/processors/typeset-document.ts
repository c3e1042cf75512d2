import { documentFilesPrefix, type DocumentJob } from '@shop/core'
import { typedSql } from '@shop/db'
import type { Job } from 'bullmq'
import type { WorkerDeps } from '../context.ts'
import { documentHtml } from '../documents/document-html.ts'
import { recordPaymentConfirmation } from '../documents/payment-confirmation.ts'
import type { MapBrowser } from '../maps/map-browser.ts'

/**
 * Typesets an issued document once, from the content frozen at issue: the original ("מקור") and
 * its copy ("העתק נאמן למקור"), both stored beside the order. The copy is printed now rather than
 * at each download: the API has no browser, and the content never changes, so one printing serves
 * every later download. Nobody is handed either file before the row records them, so a retry
 * that prints again replaces files no one has seen. The invoice-receipt's payment e-mail, which
 * carries its original, is logged in the same transaction.
 */
export function typesetDocumentProcessor(deps: WorkerDeps, browser: MapBrowser) {
  return async (job: Job<DocumentJob>) => {
    const em = deps.orm.em.fork()
    const db = typedSql(em)
    const document = await db
      .selectFrom('issued_documents')
      .where('id', '=', job.data.documentId)
      .select(['order_id', 'kind', 'number', 'content', 'typeset_at'])
      .executeTakeFirst()
    if (!document || document.typeset_at) return
    const base = `${documentFilesPrefix(document.order_id)}${document.kind}-${document.number}`
    const files = [
      {
        key: `${base}.pdf`,
        pdf: await browser.print(documentHtml(document.content, true), (loaded) => loaded.pdf()),
      },
      {
        key: `${base}-copy.pdf`,
        pdf: await browser.print(documentHtml(document.content, false), (loaded) => loaded.pdf()),
      },
    ]
    for (const { key, pdf } of files)
      await deps.storage.put(key, pdf, pdf.length, 'application/pdf')
    await em.transactional(async (tx) => {
      const recorded = await typedSql(tx)
        .updateTable('issued_documents')
        .set((eb) => ({
          original_key: files[0]!.key,
          copy_key: files[1]!.key,
          typeset_at: eb.fn<string>('now'),
        }))
        .where('id', '=', job.data.documentId)
        .where('typeset_at', 'is', null)
        .returning('id')
        .executeTakeFirst()
      if (recorded && document.kind === 'invoice-receipt') {
        await recordPaymentConfirmation(tx, document.order_id)
      }
    })
    deps.logger.info(
      { orderId: document.order_id, kind: document.kind, number: document.number },
      'document typeset',
    )
  }
}
