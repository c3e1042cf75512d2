import type { EmailTemplateName } from './email-templates.ts'

/**
 * Whom each e-mail goes to. `account`: the address the customer signs in with. `payer`: the
 * billing e-mail given at payment, else the account's, since the payment's documents go where the
 * payer asked. `gift-recipient`: the address the buyer gave for a gift. `manager`: one of
 * MANAGER_EMAILS, each getting an e-mail of its own. `sender`: whoever wrote through the contact
 * form, who may have no account.
 */
export const emailRecipientRoles = {
  'payment-confirmation': 'payer',
  'order-cancelled': 'payer',
  'report-ready': 'account',
  'gift-on-its-way': 'gift-recipient',
  'gift-report-ready': 'gift-recipient',
  'manager-reminder': 'manager',
  'admin-message': 'account',
  'contact-to-managers': 'manager',
  'contact-ack': 'sender',
  'password-reset': 'account',
  'password-changed': 'account',
  'email-verification': 'account',
  'account-exists': 'account',
  // Captured before the account's address is erased; the only e-mail an erased account gets.
  'account-deleted': 'account',
} as const satisfies Record<EmailTemplateName, string>

export type EmailRecipientRole = (typeof emailRecipientRoles)[EmailTemplateName]

/** The addresses each role is chosen from, as the code logging the e-mail has read them. */
interface RoleAddresses {
  account: { accountEmail: string }
  payer: { accountEmail: string; billingEmail: string | null }
  'gift-recipient': { giftRecipientEmail: string }
  manager: { managerEmail: string }
  sender: { senderEmail: string }
}

export type RecipientAddresses<T extends EmailTemplateName> =
  RoleAddresses[(typeof emailRecipientRoles)[T]]

const addressOf: { [R in EmailRecipientRole]: (addresses: RoleAddresses[R]) => string } = {
  account: ({ accountEmail }) => accountEmail,
  payer: ({ accountEmail, billingEmail }) => billingEmail ?? accountEmail,
  'gift-recipient': ({ giftRecipientEmail }) => giftRecipientEmail,
  manager: ({ managerEmail }) => managerEmail,
  sender: ({ senderEmail }) => senderEmail,
}

/** The address an e-mail made from `template` goes to. */
export function emailRecipient<T extends EmailTemplateName>(
  template: T,
  addresses: RecipientAddresses<T>,
): string {
  const role: EmailRecipientRole = emailRecipientRoles[template]
  return (addressOf[role] as (addresses: RecipientAddresses<T>) => string)(addresses)
}
