import { formatDateTime, formatLongDate, he } from '@shop/domain'
import { emailKind, type LoggedEmail } from '../email-kind.ts'
import { giftDetails, giftEmail, type GiftData } from './gift-email.ts'

const m = he.email

/** A recipient should not first hear of a gift when its map arrives days later. */
export const giftOnItsWay = emailKind({
  to: 'gift-recipient',
  key: (reportId: string) => `gift-on-its-way.${reportId}`,
  async load(db, { context }: LoggedEmail<{ reportId: string }>) {
    const gift = await giftDetails(db, context.reportId)
    return {
      buyerName: gift.buyer,
      subjectName: gift.subject_name,
      giftMessage: gift.gift_message,
      arrives: gift.gift_delivery_date ? { on: gift.gift_delivery_date } : { by: gift.due_at },
    }
  },
  render: (
    data: GiftData & {
      /** The delivery date the buyer chose, else the shop's promise. */
      arrives: { on: string } | { by: string }
    },
    contact,
  ) =>
    giftEmail(
      m.giftOnItsWay,
      data,
      {
        paragraphs: [
          'on' in data.arrives
            ? m.giftOnItsWay.arrivesOn(formatLongDate(data.arrives.on))
            : m.giftOnItsWay.arrivesBy(formatDateTime(data.arrives.by)),
        ],
      },
      contact,
    ),
  preview: {
    buyerName: 'דנה כהן',
    subjectName: 'נועה לוי',
    giftMessage: 'יום הולדת שמח! שהשנה תביא איתה רק טוב.',
    arrives: { on: '2026-12-04' },
  },
})
