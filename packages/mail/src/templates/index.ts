import {
  formatDateTime,
  formatLongDate,
  formatShekels,
  he,
  type EmailTemplateName,
  type ReminderKind,
} from '@shop/domain'
import { accountTemplates } from './account.ts'
import { renderEmail, type EmailBody, type RenderedEmail, type ShopContact } from './layout.ts'

const m = he.email

interface GiftData {
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

/**
 * An e-mail to a gift's recipient, who is the person the map is of: greeted by that name, told of
 * the buyer by name when known, with the dedication.
 */
function giftEmail(
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

/** Every e-mail the shop sends, by template name; the worker fills the data from the database. */
export const emailTemplates = {
  'payment-confirmation': (
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
    },
    contact: ShopContact,
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
          m.paymentConfirmation.reportsTitle,
        ],
        list: data.subjects,
        // The web app's invoice page; it asks the buyer to sign in first when needed
        links: [
          {
            label: m.paymentConfirmation.invoiceLink,
            url: `${contact.publicUrl}/payments/${encodeURIComponent(data.orderId)}/invoice`,
          },
        ],
        action: { label: m.paymentConfirmation.cta, url: `${contact.publicUrl}/my-orders` },
      },
      contact,
    ),

  // The manager's reason stays in the order: it is written for the accounts, not the buyer.
  'order-cancelled': (
    data: {
      name: string | null
      orderId: string
      orderNumber: number
      receiptNumber: number
      creditNumber: number
      totalAgorot: number
    },
    contact: ShopContact,
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

  /** A direct link comes with the buyer's own maps; a gift's is the recipient's to open. */
  'report-ready': (
    data: {
      name: string | null
      subjectName: string
      download: { url: string; expiryDays: number } | null
    },
    contact: ShopContact,
  ) =>
    renderEmail(
      m.reportReady.subject(data.subjectName),
      {
        paragraphs: [
          m.greeting(data.name),
          m.reportReady.intro(data.subjectName),
          ...(data.download
            ? [m.reportReady.downloadTitle, m.reportReady.downloadExpiry(data.download.expiryDays)]
            : []),
        ],
        links: data.download
          ? [{ label: m.reportReady.downloadLink(data.subjectName), url: data.download.url }]
          : undefined,
        action: { label: m.reportReady.cta, url: `${contact.publicUrl}/my-orders` },
      },
      contact,
    ),

  'gift-on-its-way': (
    data: GiftData & {
      /** The delivery date the buyer chose, else the shop's promise. */
      arrives: { on: string } | { by: string }
    },
    contact: ShopContact,
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

  'gift-report-ready': (
    data: GiftData & { downloadUrl: string; expiryDays: number },
    contact: ShopContact,
  ) =>
    giftEmail(
      m.giftReady,
      data,
      {
        paragraphs: [m.giftReady.expiry(data.expiryDays)],
        action: { label: m.giftReady.cta, url: data.downloadUrl },
      },
      contact,
    ),

  'manager-reminder': (
    data: {
      kind: ReminderKind
      orderNumber: number
      dueAt: string
      pendingReports: number
    },
    contact: ShopContact,
  ) => {
    const due = formatDateTime(data.dueAt)
    const overdue = data.kind === 'overdue'
    return renderEmail(
      overdue
        ? m.reminder.overdueSubject(data.orderNumber)
        : m.reminder.dueSoonSubject(data.orderNumber),
      {
        paragraphs: [
          overdue
            ? m.reminder.overdue(data.orderNumber, due)
            : m.reminder.dueSoon(data.orderNumber, due),
          m.reminder.pending(data.pendingReports),
        ],
        action: { label: m.reminder.cta, url: `${contact.publicUrl}/admin` },
      },
      contact,
    )
  },

  'admin-message': (
    data: { name: string | null; subject: string; body: string },
    contact: ShopContact,
  ) => renderEmail(data.subject, { paragraphs: [m.greeting(data.name), data.body] }, contact),

  'contact-to-managers': (
    data: { name: string; email: string; phone: string | null; message: string },
    contact: ShopContact,
  ) =>
    renderEmail(
      m.contactToManagers.subject(data.name),
      { paragraphs: [m.contactToManagers.from(data.name, data.email, data.phone), data.message] },
      contact,
    ),

  // Nothing the visitor typed is quoted, not the message nor the name: the form accepts any
  // address, so echoing it would let anyone send their own words from the shop's domain.
  'contact-ack': (_data: Record<string, never>, contact: ShopContact) =>
    renderEmail(
      m.contactAck.subject,
      { paragraphs: [m.greeting(null), m.contactAck.intro] },
      contact,
    ),

  ...accountTemplates,
} satisfies Record<EmailTemplateName, (data: never, contact: ShopContact) => RenderedEmail>

export type EmailTemplate = keyof typeof emailTemplates
export type EmailData<T extends EmailTemplate> = Parameters<(typeof emailTemplates)[T]>[0]
