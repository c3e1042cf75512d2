import { he } from '@shop/domain'
import { renderEmail } from '@shop/mail'
import { emailKind, rowAbout, type LoggedEmail } from '../email-kind.ts'

const m = he.email

/** A contact form's message, passed on to each manager. */
export const contactToManagers = emailKind({
  to: 'manager',
  key: (contactMessageId: string, manager: string) =>
    `contact.${contactMessageId}.manager.${manager}`,
  load: (db, { context }: LoggedEmail<{ contactMessageId: string }>) =>
    rowAbout(db, context.contactMessageId, (kysely, id) =>
      kysely
        .selectFrom('contact_messages')
        .select(['name', 'email', 'phone', 'message'])
        .where('id', '=', id),
    ),
  render: (data: { name: string; email: string; phone: string | null; message: string }, contact) =>
    renderEmail(
      m.contactToManagers.subject(data.name),
      { paragraphs: [m.contactToManagers.from(data.name, data.email, data.phone), data.message] },
      contact,
    ),
  preview: {
    name: 'רותי',
    email: 'ruti@example.co.il',
    phone: '050-1234567',
    message: 'שלום, אפשר להזמין מפה זוגית?',
  },
})
