import { he } from '@shop/domain'
import { renderEmail } from '@shop/mail'
import { emailKind, rowAbout, type LoggedEmail } from '../email-kind.ts'

/** A manager's own words about an order, to the buyer's account. */
export const adminMessage = emailKind({
  to: 'account',
  key: (orderId: string, messageId: string) => `admin.${orderId}.${messageId}`,
  async load(db, { context, orderId }: LoggedEmail<{ subject: string; body: string }>) {
    const user = await rowAbout(db, orderId, (kysely, id) =>
      kysely
        .selectFrom('orders as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select('u.name')
        .where('o.id', '=', id),
    )
    return { name: user.name, subject: context.subject, body: context.body }
  },
  render: (data: { name: string | null; subject: string; body: string }, contact) =>
    renderEmail(data.subject, { paragraphs: [he.email.greeting(data.name), data.body] }, contact),
  preview: {
    name: 'דנה כהן',
    subject: 'עדכון על ההזמנה שלכם',
    body: 'המפה שלכם בהכנה ותישלח אליכם עד מחר.\nתודה על הסבלנות!',
  },
})
