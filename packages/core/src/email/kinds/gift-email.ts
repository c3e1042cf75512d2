import type { EntityManager } from '@mikro-orm/postgresql'
import { he } from '@shop/domain'
import { renderEmail, type EmailBody, type ShopContact } from '@shop/mail'
import { rowAbout } from '../email-kind.ts'
import { buyerName } from './buyer-name.ts'

const m = he.email

export interface GiftData {
  buyerName: string | null
  subjectName: string
  giftMessage: string | null
}

interface GiftTexts {
  subject(buyerName: string): string
  subjectUnnamed: string
  intro(buyerName: string): string
  introUnnamed: string
}

/** What the e-mails to a gift's recipient read of its report. */
export function giftDetails(db: EntityManager, reportId: string | undefined) {
  return rowAbout<{
    buyer: string | null
    subject_name: string
    gift_message: string | null
    gift_delivery_date: string | null
    due_at: string
  }>(
    db,
    // With no name, the e-mail speaks of the gift without a sender.
    `select ${buyerName} as buyer, r.subject_name, r.gift_message,
       to_char(r.gift_delivery_date, 'YYYY-MM-DD') as gift_delivery_date, o.due_at
     from reports r join orders o on o.id = r.order_id join users u on u.id = o.user_id
     where r.id = ?`,
    reportId,
  )
}

/**
 * An e-mail to a gift's recipient, who is the person the map is of: greeted by that name, told of
 * the buyer by name when known, with the dedication.
 */
export function giftEmail(
  texts: GiftTexts,
  data: GiftData,
  body: Pick<EmailBody, 'paragraphs' | 'action'>,
  contact: ShopContact,
) {
  return renderEmail(
    data.buyerName ? texts.subject(data.buyerName) : texts.subjectUnnamed,
    {
      paragraphs: [
        m.greeting(data.subjectName),
        data.buyerName ? texts.intro(data.buyerName) : texts.introUnnamed,
        ...body.paragraphs,
      ],
      quote: data.giftMessage
        ? { title: m.giftReady.messageTitle, text: data.giftMessage }
        : undefined,
      action: body.action,
    },
    contact,
  )
}
