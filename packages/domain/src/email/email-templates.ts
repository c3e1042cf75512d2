/**
 * Every e-mail template the shop has. The e-mail log stores the name, the worker renders by it
 * and the mail package must give each one a renderer, so a name missing from any of them fails
 * at compile time rather than as an e-mail that never leaves.
 */
export const emailTemplateNames = [
  'payment-confirmation',
  'order-cancelled',
  'report-ready',
  'gift-on-its-way',
  'gift-report-ready',
  'manager-reminder',
  'admin-message',
  'contact-to-managers',
  'contact-ack',
  'password-reset',
  'password-changed',
  'email-verification',
  'account-exists',
  'account-deleted',
] as const
export type EmailTemplateName = (typeof emailTemplateNames)[number]

/** The e-mails that deliver a map: once every one is sent, the order can be completed. */
export const deliveryTemplates: ReadonlySet<EmailTemplateName> = new Set<EmailTemplateName>([
  'report-ready',
  'gift-report-ready',
])

/** The reminders managers get about an order's deadline (spec section 6). */
export const reminderKinds = ['due-soon', 'overdue'] as const
export type ReminderKind = (typeof reminderKinds)[number]
