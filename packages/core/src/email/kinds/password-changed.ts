import { he } from '@shop/domain'
import { renderEmail } from '@shop/mail'
import { emailKind, rowAbout, type LoggedEmail } from '../email-kind.ts'

const m = he.email

/** The account's password was changed: its owner hears of it, in case it was not them. */
export const passwordChanged = emailKind({
  to: 'account',
  key: (accountTokenId: string) => `password-changed.${accountTokenId}`,
  load: (db, { context }: LoggedEmail<{ userId: string }>) =>
    rowAbout(db, context.userId, (kysely, id) =>
      kysely.selectFrom('users').select('name').where('id', '=', id),
    ),
  render: (data: { name: string | null }, contact) =>
    renderEmail(
      m.passwordChanged.subject,
      {
        paragraphs: [m.greeting(data.name), m.passwordChanged.intro, m.passwordChanged.notYou],
        action: { label: m.passwordChanged.cta, url: `${contact.publicUrl}/login` },
      },
      contact,
    ),
  preview: { name: 'דנה כהן' },
})
