import type { ReminderKind } from './email-templates.ts'

/**
 * The idempotency key of each e-mail the shop sends on its own: the same key is never sent twice,
 * and a handler run again after a crash finds the e-mail it logged the first time.
 */
export const emailKeys = {
  paymentConfirmation: (orderId: string) => `payment-confirmation.${orderId}`,
  reportReady: (reportId: string, to: 'buyer' | 'gift') => `report-ready.${reportId}.${to}`,
  giftOnItsWay: (reportId: string) => `gift-on-its-way.${reportId}`,
  /** The buyer or a manager asked for the gift's map e-mail again: each request its own e-mail. */
  giftResent: (reportId: string, requestId: string) => `gift-resent.${reportId}.${requestId}`,
  contactToManager: (contactMessageId: string, manager: string) =>
    `contact.${contactMessageId}.manager.${manager}`,
  contactAck: (contactMessageId: string) => `contact.${contactMessageId}.ack`,
  orderCancelled: (orderId: string) => `order-cancelled.${orderId}`,
  reminder: (orderId: string, kind: ReminderKind, manager: string) =>
    `reminder.${orderId}.${kind}.${manager}`,
  passwordReset: (accountTokenId: string) => `password-reset.${accountTokenId}`,
  passwordChanged: (accountTokenId: string) => `password-changed.${accountTokenId}`,
  emailVerification: (accountTokenId: string) => `email-verification.${accountTokenId}`,
  /** A sign-up with an address that has an account: each attempt its own e-mail, within the caps. */
  accountExists: (attemptId: string) => `account-exists.${attemptId}`,
  accountDeleted: (userId: string) => `account-deleted.${userId}`,
}
