import { z } from '../zod-hebrew.ts'
import { adminMessages } from '../messages/admin.ts'

/**
 * PATCH /api/admin/reports/{id}/status: the one status a manager sets by hand, work started; a
 * map becomes ready only by its file.
 */
export const startReportSchema = z.object({
  status: z.literal('processing', { error: adminMessages.reportStatusInvalid }),
})
export type StartReportInput = z.input<typeof startReportSchema>
