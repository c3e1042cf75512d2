// The write side: every change to the shop's state goes through this package's transitions.
export * from './outbox.ts'
export * from './transition.ts'
export * from './reports/report-file.ts'
export * from './reports/map-drafts.ts'
export * from './payments/payment-provider.ts'
export * from './payments/sandbox-provider.ts'
export * from './payments/record-charge.ts'
