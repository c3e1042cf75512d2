import { formatShekels, he } from '@shop/domain'
import { renderEmail } from '@shop/mail'
import type { NotNull } from 'kysely'
import { emailKind, rowAbout, type LoggedEmail } from '../email-kind.ts'
import { buyerName } from './buyer-name.ts'

const m = he.email

/** The refund and the credit invoice, to the payer of a cancelled order. */
export const orderCancelled = emailKind({
  to: 'payer',
  key: (orderId: string) => `order-cancelled.${orderId}`,
  async load(db, { context }: LoggedEmail<{ orderId: string }>) {
    const order = await rowAbout(db, context.orderId, (kysely, id) =>
      kysely
        .selectFrom('orders as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select([
          buyerName.as('name'),
          'o.order_number as orderNumber',
          'o.receipt_number as receiptNumber',
          'o.credit_number as creditNumber',
          'o.total_agorot as totalAgorot',
        ])
        .where('o.id', '=', id)
        // A credit invoice is only ever made out for a paid order, which has its receipt.
        .where('o.credit_number', 'is not', null)
        .where('o.receipt_number', 'is not', null)
        .$narrowType<{ creditNumber: NotNull; receiptNumber: NotNull }>(),
    )
    return { ...order, orderId: context.orderId }
  },
  // The manager's reason stays in the order: it is written for the accounts, not the buyer.
  render: (
    data: {
      name: string | null
      orderId: string
      orderNumber: number
      receiptNumber: number
      creditNumber: number
      totalAgorot: number
    },
    contact,
  ) =>
    renderEmail(
      m.orderCancelled.subject(data.orderNumber),
      {
        paragraphs: [
          m.greeting(data.name),
          m.orderCancelled.intro(data.orderNumber),
          m.orderCancelled.refund(formatShekels(data.totalAgorot)),
          m.orderCancelled.credit(data.creditNumber, data.receiptNumber),
          m.orderCancelled.timing,
        ],
        links: [
          {
            label: m.orderCancelled.creditLink,
            url: `${contact.publicUrl}/payments/${encodeURIComponent(data.orderId)}/credit-invoice`,
          },
        ],
        action: { label: m.orderCancelled.cta, url: `${contact.publicUrl}/payments` },
      },
      contact,
    ),
  preview: {
    name: 'דנה כהן',
    orderId: '5b1f0c3e-8d4a-4f6b-9a2e-1c7d3e5f9a10',
    orderNumber: 1042,
    receiptNumber: 17,
    creditNumber: 3,
    totalAgorot: 38232,
  },
})
