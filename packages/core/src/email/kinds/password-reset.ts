import { linkToken } from '@shop/db'
import { accountTokenLifetimeMinutes, he } from '@shop/domain'
import { renderEmail } from '@shop/mail'
import { emailKind, type LoggedEmail } from '../email-kind.ts'
import { accountName } from './account-name.ts'

const m = he.email

/** A single-use link that sets a new password, rendered at send time. */
export const passwordReset = emailKind({
  to: 'account',
  key: (accountTokenId: string) => `password-reset.${accountTokenId}`,
  async load(db, { context }: LoggedEmail<{ accountTokenId: string }>, settings) {
    const name = await accountName(db, context.accountTokenId)
    const token = linkToken('account-token', context.accountTokenId, settings.JWT_SECRET)
    return {
      name,
      resetUrl: `${settings.PUBLIC_URL}/reset-password?token=${token}`,
      expiryMinutes: accountTokenLifetimeMinutes.reset,
    }
  },
  render: (data: { name: string | null; resetUrl: string; expiryMinutes: number }, contact) =>
    renderEmail(
      m.passwordReset.subject,
      {
        paragraphs: [
          m.greeting(data.name),
          m.passwordReset.intro,
          m.passwordReset.expiry(data.expiryMinutes),
          m.passwordReset.notYou,
        ],
        action: { label: m.passwordReset.cta, url: data.resetUrl },
      },
      contact,
    ),
  preview: {
    name: 'דנה כהן',
    resetUrl: 'http://localhost:3000/reset-password?token=example-token',
    expiryMinutes: 60,
  },
})
