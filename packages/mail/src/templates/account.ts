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

  'password-changed': (data: { name: string | null }, contact: ShopContact) =>
    renderEmail(
      m.passwordChanged.subject,
      {
        paragraphs: [m.greeting(data.name), m.passwordChanged.intro, m.passwordChanged.notYou],
        action: { label: m.passwordChanged.cta, url: `${contact.publicUrl}/login` },
      },
      contact,
    ),

  'email-verification': (
    data: { name: string | null; verifyUrl: string; expiryDays: number },
    contact: ShopContact,
  ) =>
    renderEmail(
      m.emailVerification.subject,
      {
        paragraphs: [
          m.greeting(data.name),
          m.emailVerification.intro,
          m.emailVerification.expiry(data.expiryDays),
        ],
        action: { label: m.emailVerification.cta, url: data.verifyUrl },
      },
      contact,
    ),
}
