import { mapMessages } from '../messages/maps.ts'
import { isAspectValue, numerologyAspects, type NumerologyAspect } from '../numerology/aspects.ts'
import type { NumerologyNumbers } from '../numerology/numerology-profile.ts'
import type { MapDraftStatus } from '../report/report-status.ts'
import { multilineText, text } from '../text.ts'
import { z } from '../zod-hebrew.ts'

const m = mapMessages.admin

/** A manager's edit of one interpretation text (PUT /api/admin/map-texts). */
export const mapTextInput = z
  .object({
    aspect: z.enum(numerologyAspects),
    number: z.coerce.number(),
    heading: text(m.headingRequired).trim().min(1, m.headingRequired).max(100),
    text: multilineText(m.textRequired).trim().min(1, m.textRequired).max(4000),
  })
  .refine(({ aspect, number }) => isAspectValue(aspect, number), { path: ['number'] })
export type MapTextInput = z.infer<typeof mapTextInput>

export type MapTextEntry = {
  aspect: NumerologyAspect
  number: number
  heading: string
  text: string
  updated_at: string
}

/** GET /api/admin/map-texts: every aspect with its title and its texts by number. */
export interface MapTextsAnswer {
  aspects: { aspect: NumerologyAspect; title: string; texts: MapTextEntry[] }[]
}

/** The personal note a manager adds to a draft (PUT /api/admin/reports/{id}/note). */
export const personalNoteInput = z.object({
  note: multilineText().trim().max(2000, m.noteTooLong).nullable(),
})

/** What the admin order read adds to each report for reviewing its draft. */
export interface ReportDraftFields {
  /** Null when the name has no letter to compute from. */
  numbers: NumerologyNumbers | null
  draft_status: MapDraftStatus | null
  draft_error: string | null
  drafted_at: string | null
  personal_note: string | null
}
