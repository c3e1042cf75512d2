import { he } from '@shop/domain'
import { renderEmail } from '@shop/mail'
import { emailKind, type LoggedEmail } from '../email-kind.ts'

const m = he.email

/**
 * The account's deletion, confirmed: the only e-mail an erased account gets. The account is
 * erased, so what the e-mail says of it was kept in its log row until it is sent.
 */
export const accountDeleted = emailKind({
  to: 'account',
  key: (userId: string) => `account-deleted.${userId}`,
  load: (_db, { context }: LoggedEmail<{ name?: string }>) =>
    Promise.resolve({ name: context.name ?? null }),
  render: (data: { name: string | null }, contact) =>
    renderEmail(
      m.accountDeleted.subject,
      {
        paragraphs: [
          m.greeting(data.name),
          m.accountDeleted.intro,
          m.accountDeleted.kept,
          m.accountDeleted.fresh,
          m.accountDeleted.notYou,
        ],
        links: [{ label: m.accountDeleted.privacyLink, url: `${contact.publicUrl}/privacy` }],
      },
      contact,
    ),
  preview: { name: 'דנה כהן' },
})
