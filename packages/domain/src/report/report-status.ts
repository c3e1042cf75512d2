export const reportStatuses = ['pending', 'processing', 'ready'] as const
export type ReportStatus = (typeof reportStatuses)[number]
