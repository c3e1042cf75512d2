import { formatDateTime, formatShekels, he } from '@shop/domain'
import { renderEmail, type RenderedEmail, type ShopContact } from './layout.ts'

const m = he.email

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

  'report-ready': (data: { name: string | null; subjectName: string }, contact: ShopContact) =>
    renderEmail(
      m.reportReady.subject(data.subjectName),
      {
        paragraphs: [m.greeting(data.name), m.reportReady.intro(data.subjectName)],
        action: { label: m.reportReady.cta, url: `${contact.publicUrl}/my-orders` },
      },
      contact,
    ),

  'gift-report-ready': (
    data: {
      buyerName: string | null
      subjectName: string
      giftMessage: string | null
      downloadUrl: string
      expiryDays: number
    },
    contact: ShopContact,
  ) =>
    renderEmail(
      data.buyerName ? m.giftReady.subject(data.buyerName) : m.giftReady.subjectUnnamed,
      {
        paragraphs: [
          m.greeting(null),
          data.buyerName
            ? m.giftReady.intro(data.buyerName, data.subjectName)
            : m.giftReady.introUnnamed(data.subjectName),
          m.giftReady.expiry(data.expiryDays),
        ],
        quote: data.giftMessage
          ? { title: m.giftReady.messageTitle, text: data.giftMessage }
          : undefined,
        action: { label: m.giftReady.cta, url: data.downloadUrl },
      },
      contact,
    ),

  'manager-reminder': (
    data: {
      kind: 'due-soon' | 'overdue'
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

  // The visitor's message is deliberately not quoted: the form accepts any address, so echoing
  // what was typed would let anyone send their own text from the shop's domain to anyone else.
  'contact-ack': (data: { name: string }, contact: ShopContact) =>
    renderEmail(
      m.contactAck.subject,
      { paragraphs: [m.greeting(data.name), m.contactAck.intro] },
      contact,
    ),
} satisfies Record<string, (data: never, contact: ShopContact) => RenderedEmail>

export type EmailTemplate = keyof typeof emailTemplates
export type EmailData<T extends EmailTemplate> = Parameters<(typeof emailTemplates)[T]>[0]
