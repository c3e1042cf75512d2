import { readSettings, typedSql } from '@shop/db'
import { formatDateTime, formatShekels, he, sellerIdentity } from '@shop/domain'
import { renderEmail } from '@shop/mail'
import type { NotNull } from 'kysely'
import { giveBackEmailedOriginal, takeDocumentPdf } from '../../documents/document-pdf.ts'
import { emailKind, rowAbout, type LoggedEmail } from '../email-kind.ts'
import { buyerName } from './buyer-name.ts'

const m = he.email
const deal = he.cancellation.disclosure

/**
 * The receipt and the due date, to the payer once the order is paid and its invoice-receipt
 * typeset; with the deal's terms in writing, as the Consumer Protection Law (s.14ג(ב)) wants them
 * after a distance sale: what the map is, its delivery, the right to cancel and who the seller is
 * (the total paid is said above). The attached PDF is the document's original ("מקור"), unless a
 * download took it first; every later download is a true copy.
 */
export const paymentConfirmation = emailKind({
  to: 'payer',
  key: (orderId: string) => `payment-confirmation.${orderId}`,
  async load(db, { context }: LoggedEmail<{ orderId: string }>, settings) {
    const order = await rowAbout(db, context.orderId, (kysely, id) =>
      kysely
        .selectFrom('orders as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select((eb) => [
          buyerName.as('name'),
          'o.order_number as orderNumber',
          'o.receipt_number as receiptNumber',
          'o.total_agorot as totalAgorot',
          'o.due_at as dueAt',
          eb
            .selectFrom('reports as r')
            // Only an erased account's maps lose their names, and its e-mails are never sent.
            .select((eb) =>
              eb.fn
                .jsonAgg(eb.fn.coalesce('r.subject_name', eb.val('')))
                .orderBy('r.position')
                .as('subjects'),
            )
            .whereRef('r.order_id', '=', 'o.id')
            .as('subjects'),
        ])
        .where('o.id', '=', id)
        // The payment that logs this e-mail gives the order its receipt and due date at once.
        .where('o.receipt_number', 'is not', null)
        .where('o.due_at', 'is not', null)
        .$narrowType<{ receiptNumber: NotNull; dueAt: NotNull }>(),
    )
    return {
      ...order,
      // A paid order has its maps: with none, the e-mail lists none.
      subjects: order.subjects ?? [],
      orderId: context.orderId,
      withinMinutes: settings.MAPS_AUTO_APPROVE,
      seller: sellerIdentity(await readSettings(db)),
    }
  },
  async attachments(db, storage, { context }: LoggedEmail<{ orderId: string }>) {
    const document = await typedSql(db)
      .selectFrom('issued_documents')
      .where('order_id', '=', context.orderId)
      .where('kind', '=', 'invoice-receipt')
      .select('id')
      .executeTakeFirstOrThrow()
    const { pdf, fileName } = await takeDocumentPdf(db, storage, document.id, 'e-mail')
    return [{ filename: fileName, content: pdf, contentType: 'application/pdf' }]
  },
  async notSent(db, { context }: LoggedEmail<{ orderId: string }>) {
    await giveBackEmailedOriginal(db, { orderId: context.orderId, kind: 'invoice-receipt' })
  },
  render: (
    data: {
      name: string | null
      orderId: string
      orderNumber: number
      receiptNumber: number
      totalAgorot: number
      dueAt: string
      subjects: string[]
      /** Drafts are approved automatically (MAPS_AUTO_APPROVE): the map comes within minutes. */
      withinMinutes?: boolean
      /** The business's name, number and address (business-details.ts). */
      seller: string
    },
    contact,
  ) =>
    renderEmail(
      m.paymentConfirmation.subject(data.orderNumber),
      {
        paragraphs: [
          m.greeting(data.name),
          m.paymentConfirmation.intro,
          m.paymentConfirmation.receipt(data.receiptNumber),
          m.paymentConfirmation.total(formatShekels(data.totalAgorot)),
          data.withinMinutes
            ? he.maps.promise.emailWithinMinutes
            : m.paymentConfirmation.due(formatDateTime(data.dueAt)),
          deal.writtenTitle,
          deal.product,
          deal.format,
          deal.delivery,
          `${deal.cancel} ${he.cancellation.rules.join(' ')}`,
          `${deal.seller} ${data.seller}`,
          m.paymentConfirmation.reportsTitle,
        ],
        list: data.subjects,
        // The web app's invoice page; it asks the buyer to sign in first when needed
        links: [
          {
            label: m.paymentConfirmation.invoiceLink,
            url: `${contact.publicUrl}/payments/${encodeURIComponent(data.orderId)}/invoice`,
          },
          { label: he.cancellation.linkLabel, url: `${contact.publicUrl}/cancel` },
        ],
        action: { label: m.paymentConfirmation.cta, url: `${contact.publicUrl}/my-orders` },
      },
      contact,
    ),
  preview: {
    name: 'דנה כהן',
    orderId: '5b1f0c3e-8d4a-4f6b-9a2e-1c7d3e5f9a10',
    orderNumber: 1042,
    receiptNumber: 17,
    totalAgorot: 38232,
    dueAt: '2026-11-25T12:00:00Z',
    subjects: ['דנה כהן', 'נועה לוי'],
    seller: 'מפה נומרולוגית בע״מ · ע.מ./ח.פ. 515555550 · רחוב הרצל 1, תל אביב',
  },
})
