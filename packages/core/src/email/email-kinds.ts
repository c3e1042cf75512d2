import type { EntityManager } from '@mikro-orm/postgresql'
import type { RenderedEmail, ShopContact } from '@shop/mail'
import type { Storage } from '@shop/storage'
import {
  NothingToRender,
  type EmailAttachment,
  type EmailKind,
  type EmailSettings,
  recipientAddress,
  type RecipientAddresses,
  type RecipientRole,
} from './email-kind.ts'
import { accountDeleted } from './kinds/account-deleted.ts'
import { accountExists } from './kinds/account-exists.ts'
import { adminMessage } from './kinds/admin-message.ts'
import { cancellationDeclined } from './kinds/cancellation-declined.ts'
import { cancellationLink } from './kinds/cancellation-link.ts'
import { cancellationReceived } from './kinds/cancellation-received.ts'
import { contactAck } from './kinds/contact-ack.ts'
import { contactToManagers } from './kinds/contact-to-managers.ts'
import { emailVerification } from './kinds/email-verification.ts'
import { giftOnItsWay } from './kinds/gift-on-its-way.ts'
import { giftReportReady } from './kinds/gift-report-ready.ts'
import { managerReminder } from './kinds/manager-reminder.ts'
import { orderCancelled } from './kinds/order-cancelled.ts'
import { passwordChanged } from './kinds/password-changed.ts'
import { passwordReset } from './kinds/password-reset.ts'
import { paymentConfirmation } from './kinds/payment-confirmation.ts'
import { reportReady } from './kinds/report-ready.ts'

export { giftResentKey } from './kinds/gift-report-ready.ts'

/**
 * Every e-mail the shop sends, by the name the e-mail log stores (its `template` column). A new
 * kind is a module in kinds/ and a line here; its Hebrew name and words are in the e-mail catalogue
 * (`emailMessages` in @shop/domain), and a test keeps the two lists together.
 */
export const emailKinds = {
  'payment-confirmation': paymentConfirmation,
  'order-cancelled': orderCancelled,
  'cancellation-link': cancellationLink,
  'cancellation-received': cancellationReceived,
  'cancellation-declined': cancellationDeclined,
  'report-ready': reportReady,
  'gift-on-its-way': giftOnItsWay,
  'gift-report-ready': giftReportReady,
  'manager-reminder': managerReminder,
  'admin-message': adminMessage,
  'contact-to-managers': contactToManagers,
  'contact-ack': contactAck,
  'password-reset': passwordReset,
  'password-changed': passwordChanged,
  'email-verification': emailVerification,
  'account-exists': accountExists,
  'account-deleted': accountDeleted,
}

export type EmailKindName = keyof typeof emailKinds
type KindOf<T extends EmailKindName> = (typeof emailKinds)[T]
/** The ids (and a manager's own words) an e-mail of kind T is logged with. */
export type EmailContext<T extends EmailKindName> = Parameters<KindOf<T>['load']>[1]['context']
/** The addresses the recipient of an e-mail of kind T is chosen from. */
export type EmailAddresses<T extends EmailKindName> = RecipientAddresses[KindOf<T>['to']]
/** What an e-mail of kind T is rendered from. */
export type EmailData<T extends EmailKindName> = KindOf<T>['preview']

type AnyEmailKind = EmailKind<RecipientRole, unknown, unknown, never[]>

function kindOf(name: string): AnyEmailKind | undefined {
  return Object.hasOwn(emailKinds, name) ? emailKinds[name as EmailKindName] : undefined
}

const kindsWhere = (flag: 'delivers' | 'unproven') =>
  (Object.keys(emailKinds) as EmailKindName[]).filter((name) => kindOf(name)![flag])

/** The e-mails that deliver a map: once every one is sent, the order can be completed. */
export const deliveryKinds: ReadonlySet<string> = new Set(kindsWhere('delivers'))

/** The e-mails a visitor can have the shop send to any address typed in. */
export const unprovenKinds: readonly EmailKindName[] = kindsWhere('unproven')

/** The address an e-mail of kind T goes to. */
export function emailRecipient<T extends EmailKindName>(
  kind: T,
  addresses: EmailAddresses<T>,
): string {
  return recipientAddressOf(kindOf(kind)!.to, addresses)
}

function recipientAddressOf(role: RecipientRole, addresses: unknown): string {
  return (recipientAddress[role] as (addresses: unknown) => string)(addresses)
}

/** A logged e-mail rendered from the rows it names, as they are now. */
export async function renderLoggedEmail(
  db: EntityManager,
  email: { template: string; context: unknown; order_id: string | null },
  settings: EmailSettings,
  contact: ShopContact,
): Promise<RenderedEmail> {
  const kind = kindOf(email.template)
  if (!kind) throw new NothingToRender(`unknown e-mail template ${email.template}`)
  const data = await kind.load(db, { context: email.context, orderId: email.order_id }, settings)
  return kind.render(data, contact)
}

/** The files a logged e-mail carries, read as they are now; most carry none. */
export async function loggedEmailAttachments(
  db: EntityManager,
  storage: Pick<Storage, 'get'>,
  email: { template: string; context: unknown; order_id: string | null },
): Promise<EmailAttachment[]> {
  const kind = kindOf(email.template)
  if (!kind?.attachments) return []
  return kind.attachments(db, storage, { context: email.context, orderId: email.order_id })
}

/** Gives back what a logged e-mail claimed to be sent, after SMTP did not take it. */
export async function loggedEmailNotSent(
  db: EntityManager,
  email: { template: string; context: unknown; order_id: string | null },
): Promise<void> {
  await kindOf(email.template)?.notSent?.(db, { context: email.context, orderId: email.order_id })
}

/** An e-mail of the kind filled with its sample data, to look at without placing orders. */
export function renderPreview(name: EmailKindName, contact: ShopContact): RenderedEmail {
  const kind = kindOf(name)!
  return kind.render(kind.preview, contact)
}
