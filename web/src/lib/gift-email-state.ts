import { type BuyerReport, formatDateTime, formatLongDate, giftMessages } from '@shop/domain'

const m = giftMessages

export type GiftEmailTone = 'waiting' | 'sent' | 'failed'

/** Where a paid gift's map e-mail to its recipient stands, in the buyer's and managers' words. */
export function giftEmailState(report: Pick<BuyerReport, 'gift_email' | 'gift_delivery_date'>): {
  tone: GiftEmailTone
  text: string
} {
  const email = report.gift_email
  switch (email?.status) {
    case 'scheduled':
      return {
        tone: 'waiting',
        text: m.recipientEmail.scheduled(formatDateTime(email.send_after!)),
      }
    case 'queued':
      return { tone: 'waiting', text: m.recipientEmail.queued }
    case 'sent':
      return { tone: 'sent', text: m.recipientEmail.sent(formatDateTime(email.sent_at!)) }
    case 'failed':
      return { tone: 'failed', text: m.recipientEmail.failed }
    default:
      return {
        tone: 'waiting',
        text: report.gift_delivery_date
          ? m.deliveryOn(formatLongDate(report.gift_delivery_date))
          : m.recipientEmail.waiting,
      }
  }
}

/** Send again: once the map is ready, unless the e-mail waits for the buyer's delivery date. */
export function canResendGift(report: BuyerReport): boolean {
  return (
    report.status === 'ready' && !!report.gift_email && report.gift_email.status !== 'scheduled'
  )
}
