export const reportStatuses = ['pending', 'processing', 'drafted', 'ready'] as const
export type ReportStatus = (typeof reportStatuses)[number]

/** Where a report's generated draft stands, shown to managers beside the report's own status. */
export const mapDraftStatuses = ['queued', 'drafted', 'failed'] as const
export type MapDraftStatus = (typeof mapDraftStatuses)[number]
