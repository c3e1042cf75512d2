// The write side: every change to the shop's state goes through this package's transitions.
export * from './email/email-kind.ts'
export * from './email/email-kinds.ts'
export * from './email/email-log.ts'
export * from './email/unproven-emails.ts'
export * from './email/preview-contact.ts'
