/**
 * The idempotency key of each e-mail the shop sends on its own: the same key is never sent twice,
 * and a handler run again after a crash finds the e-mail it logged the first time.
 */
export const emailKeys = {
  paymentConfirmation: (orderId: string) => `payment-confirmation.${orderId}`,
  reportReady: (reportId: string, to: 'buyer' | 'gift') => `report-ready.${reportId}.${to}`,
  contactToManager: (contactMessageId: string, manager: string) =>
    `contact.${contactMessageId}.manager.${manager}`,
  contactAck: (contactMessageId: string) => `contact.${contactMessageId}.ack`,
  reminder: (orderId: string, kind: string, manager: string) =>
    `reminder.${orderId}.${kind}.${manager}`,
  passwordReset: (accountTokenId: string) => `password-reset.${accountTokenId}`,
  passwordChanged: (accountTokenId: string) => `password-changed.${accountTokenId}`,
  emailVerification: (accountTokenId: string) => `email-verification.${accountTokenId}`,
}
