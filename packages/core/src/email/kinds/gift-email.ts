import type { EntityManager } from '@mikro-orm/postgresql'
import { isoDate } from '@shop/db'
import { he } from '@shop/domain'
import { renderEmail, type EmailBody, type ShopContact } from '@shop/mail'
import type { NotNull } from 'kysely'
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
  return rowAbout(db, reportId, (kysely, id) =>
    kysely
      .selectFrom('reports as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select((eb) => [
        // With no name, the e-mail speaks of the gift without a sender.
        buyerName.as('buyer'),
        'r.subject_name',
        'r.gift_message',
        isoDate(eb.ref('r.gift_delivery_date')).as('gift_delivery_date'),
        'o.due_at',
      ])
      .where('r.id', '=', id)
      // A gift's e-mails go once its order is paid, with its due date; only an erased account's
      // maps lose their names, and its e-mails are never sent.
      .where('r.subject_name', 'is not', null)
      .where('o.due_at', 'is not', null)
      .$narrowType<{ subject_name: NotNull; due_at: NotNull }>(),
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
