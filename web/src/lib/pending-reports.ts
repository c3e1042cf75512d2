import { z } from 'zod/mini'
import { randomId } from './random-id'
import { sessionAtom } from './session-state'

/** The session storage key of the specification (section 3). */
export const pendingReportsKey = 'pendingReports'

/** One report card of the order form as typed so far: every field present, possibly empty. */
export interface ReportDraft {
  id: string
  fullName: string
  dateOfBirth: string
  hebrewBirthDate: string
  phone: string
  comments: string
  relationToBuyer: string
  isGift: boolean
  recipientEmail: string
  giftMessage: string
  /** YYYY-MM-DD, or empty for as soon as the map is ready. */
  giftDeliveryDate: string
}

const text = z.catch(z.string(), '')
const storedReports = z.array(
  z.object({
    id: z.string().check(z.minLength(1)),
    fullName: text,
    dateOfBirth: text,
    hebrewBirthDate: text,
    phone: text,
    comments: text,
    relationToBuyer: text,
    isGift: z.catch(z.boolean(), false),
    recipientEmail: text,
    giftMessage: text,
    giftDeliveryDate: text,
  }),
)

export function newReportDraft(isGift = false): ReportDraft {
  return {
    id: randomId(),
    fullName: '',
    dateOfBirth: '',
    hebrewBirthDate: '',
    phone: '',
    comments: '',
    relationToBuyer: '',
    isGift,
    recipientEmail: '',
    giftMessage: '',
    giftDeliveryDate: '',
  }
}

/** The reports typed so far; an empty list when there are none or they cannot be read. */
export const pendingReportsAtom = sessionAtom<ReportDraft[]>(pendingReportsKey, storedReports, [])

/** Name, date of birth or phone left empty on some report: the specification's own toast. */
export function hasMissingRequiredFields(reports: readonly Partial<ReportDraft>[]): boolean {
  return reports.some(
    (report) => !report.fullName?.trim() || !report.dateOfBirth?.trim() || !report.phone?.trim(),
  )
}

const typedFields = [
  'fullName',
  'dateOfBirth',
  'hebrewBirthDate',
  'phone',
  'comments',
  'relationToBuyer',
  'recipientEmail',
  'giftMessage',
  'giftDeliveryDate',
] as const

function isUntouched(draft: ReportDraft): boolean {
  return typedFields.every((field) => !draft[field].trim())
}

/**
 * The drafts as a gift link (/order?gift=true) leaves them: a card nothing was typed into becomes
 * the gift, else a gift card is added, unless an empty gift card is already there or the order is
 * full. The stored drafts are kept either way.
 */
export function withGiftCard(drafts: readonly ReportDraft[], maxReports: number): ReportDraft[] {
  if (drafts.some((draft) => draft.isGift && isUntouched(draft))) return [...drafts]
  const untouched = drafts.findIndex(isUntouched)
  if (untouched >= 0) {
    return drafts.map((draft, index) => (index === untouched ? { ...draft, isGift: true } : draft))
  }
  if (drafts.length >= maxReports) return [...drafts]
  return [...drafts, newReportDraft(true)]
}
