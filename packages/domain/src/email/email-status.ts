export const emailStatuses = ['queued', 'sent', 'failed'] as const
export type EmailStatus = (typeof emailStatuses)[number]
