import { linkToken } from '@shop/db'
import { accountTokenLifetimeMinutes, he } from '@shop/domain'
import { renderEmail } from '@shop/mail'
import { emailKind, type LoggedEmail } from '../email-kind.ts'
import { accountName } from './account-name.ts'

const m = he.email

/** The link that proves a new account's address, rendered at send time. */
export const emailVerification = emailKind({
  to: 'account',
  key: (accountTokenId: string) => `email-verification.${accountTokenId}`,
  unproven: true,
  async load(db, { context }: LoggedEmail<{ accountTokenId: string }>, settings) {
    // Read for the token's row only: the e-mail names nobody (see `render`).
    await accountName(db, context.accountTokenId)
    const token = linkToken('account-token', context.accountTokenId, settings.JWT_SECRET)
    return {
      verifyUrl: `${settings.PUBLIC_URL}/verify-email?token=${token}`,
      expiryDays: accountTokenLifetimeMinutes.verify / (24 * 60),
    }
  },
  // Sent to an address nobody has proven yet (sign-up takes any): nothing in it was typed by the
  // visitor, not even the name, so it cannot carry someone else's words from the shop's domain.
  render: (data: { verifyUrl: string; expiryDays: number }, contact) =>
    renderEmail(
      m.emailVerification.subject,
      {
        paragraphs: [
          m.greeting(null),
          m.emailVerification.intro,
          m.emailVerification.expiry(data.expiryDays),
          m.emailVerification.notYou,
        ],
        action: { label: m.emailVerification.cta, url: data.verifyUrl },
      },
      contact,
    ),
  preview: {
    verifyUrl: 'http://localhost:3000/verify-email?token=example-token',
    expiryDays: 7,
  },
})
