import { downloadLinkDays, he } from '@shop/domain'
import { emailKind, type LoggedEmail } from '../email-kind.ts'
import { downloadUrl } from './download-url.ts'
import { giftDetails, giftEmail, type GiftData } from './gift-email.ts'

const m = he.email

/** The buyer or a manager asked for the gift's map e-mail again: each request its own e-mail. */
export const giftResentKey = (reportId: string, requestId: string) =>
  `gift-resent.${reportId}.${requestId}`

/** A gift's map, to its recipient, with the link that downloads it. */
export const giftReportReady = emailKind({
  to: 'gift-recipient',
  key: (reportId: string) => `report-ready.${reportId}.gift`,
  delivers: true,
  async load(db, { context }: LoggedEmail<{ reportId: string }>, settings) {
    const gift = await giftDetails(db, context.reportId)
    return {
      buyerName: gift.buyer,
      subjectName: gift.subject_name,
      giftMessage: gift.gift_message,
      downloadUrl: downloadUrl(settings, 'gifts', context.reportId),
      expiryDays: downloadLinkDays,
    }
  },
  render: (data: GiftData & { downloadUrl: string; expiryDays: number }, contact) =>
    giftEmail(
      m.giftReady,
      data,
      {
        paragraphs: [m.giftReady.expiry(data.expiryDays)],
        action: { label: m.giftReady.cta, url: data.downloadUrl },
      },
      contact,
    ),
  preview: {
    buyerName: 'דנה כהן',
    subjectName: 'נועה לוי',
    giftMessage: 'יום הולדת שמח! שהשנה תביא איתה רק טוב.',
    downloadUrl: 'http://localhost:3000/api/gifts/example-token',
    expiryDays: 30,
  },
})
