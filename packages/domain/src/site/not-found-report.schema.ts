import { z } from '../zod-hebrew.ts'
import { text } from '../text.ts'

/** POST /api/client-log/not-found: a path the web app matched to no page, for the logs. */
export const notFoundReportSchema = z.object({ path: text().max(2000) })
export type NotFoundReport = z.input<typeof notFoundReportSchema>
