import { he } from '@shop/domain'
import { renderEmail, type ShopContact } from './layout.ts'

const m = he.email

/** The e-mails about the account itself; each link is single-use and rendered at send time. */
export const accountTemplates = {
  'password-reset': (
    data: { name: string | null; resetUrl: string; expiryMinutes: number },
    contact: ShopContact,
  ) =>
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

  'account-deleted': (data: { name: string | null }, contact: ShopContact) =>
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

  'password-changed': (data: { name: string | null }, contact: ShopContact) =>
    renderEmail(
      m.passwordChanged.subject,
      {
        paragraphs: [m.greeting(data.name), m.passwordChanged.intro, m.passwordChanged.notYou],
        action: { label: m.passwordChanged.cta, url: `${contact.publicUrl}/login` },
      },
      contact,
    ),

  // Sent to an address nobody has proven yet (sign-up takes any): nothing in it was typed by the
  // visitor, not even the name, so it cannot carry someone else's words from the shop's domain.
  'email-verification': (data: { verifyUrl: string; expiryDays: number }, contact: ShopContact) =>
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

  // A sign-up with an address that has an account: its owner hears of it, and the sign-up answers
  // as for a new address, so sign-up does not tell who is a customer.
  'account-exists': (_data: Record<string, never>, contact: ShopContact) =>
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
}
