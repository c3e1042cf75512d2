import { he } from '@shop/domain'
import { renderEmail } from '@shop/mail'
import { emailKind, type LoggedEmail } from '../email-kind.ts'

const m = he.email

// A sign-up with an address that has an account: its owner hears of it, and the sign-up answers
// as for a new address, so sign-up does not tell who is a customer.
export const accountExists = emailKind({
  to: 'account',
  /** Each attempt its own e-mail, within the caps. */
  key: (attemptId: string) => `account-exists.${attemptId}`,
  unproven: true,
  load: (_db, _email: LoggedEmail<Record<string, never>>) => Promise.resolve({}),
  render: (_data: Record<string, never>, contact) =>
    renderEmail(
      m.accountExists.subject,
      {
        paragraphs: [
          m.greeting(null),
          m.accountExists.intro,
          m.accountExists.whatNow,
          m.accountExists.notYou,
        ],
        links: [{ label: m.accountExists.resetLink, url: `${contact.publicUrl}/reset-password` }],
        action: { label: m.accountExists.cta, url: `${contact.publicUrl}/login` },
      },
      contact,
    ),
  preview: {},
})
