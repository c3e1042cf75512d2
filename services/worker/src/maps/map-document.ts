import type { EntityManager } from '@mikro-orm/postgresql'
import {
  computeNumerologyMap,
  hebrewDateOf,
  settingDefaults,
  settingKeys,
  shopDate,
  type MapDraftStatus,
  type NumerologyAspect,
  type OrderStatus,
  type ReportStatus,
} from '@shop/domain'
import type { WorkerDeps } from '../context.ts'
import type { MapDocument, MapTexts } from './map-html.ts'

export interface DraftSubject {
  id: string
  order_id: string
  order_status: OrderStatus
  status: ReportStatus
  draft_status: MapDraftStatus | null
  draft_version: number
  draft_key: string | null
}

interface SubjectRow extends DraftSubject {
  subject_name: string
  date_of_birth: string
  hebrew_birth_date: string | null
  personal_note: string | null
  is_gift: boolean
  gift_message: string | null
  buyer_name: string | null
  business_name: string | null
}

/**
 * Everything a draft prints, read fresh for each job so that a note or a text edited a moment ago
 * is in it. The buyer's comments are not read: they are for the managers only.
 */
export async function readMapDocument(
  em: EntityManager,
  deps: Pick<WorkerDeps, 'env'>,
  reportId: string,
  now = new Date(),
): Promise<{ subject: DraftSubject; document: () => MapDocument } | undefined> {
  const [row] = await em.execute<SubjectRow[]>(
    `select r.id, r.order_id, o.status as order_status, r.status, r.draft_status, r.draft_version,
       r.draft_key,
       r.subject_name, to_char(r.date_of_birth, 'YYYY-MM-DD') as date_of_birth,
       r.hebrew_birth_date, r.personal_note, r.is_gift, r.gift_message,
       coalesce(o.billing_name, u.name) as buyer_name,
       (select value from settings where key = ?) as business_name
     from reports r join orders o on o.id = r.order_id join users u on u.id = o.user_id
     where r.id = ? and o.deleted_at is null`,
    [settingKeys.businessName, reportId],
  )
  if (!row) return undefined
  const texts = await readMapTexts(em)
  return {
    subject: row,
    // Computing may throw (a name without letters); the caller decides what that means.
    document: () =>
      mapDocumentOf(deps, {
        subjectName: row.subject_name,
        dateOfBirth: row.date_of_birth,
        hebrewBirthDate: row.hebrew_birth_date,
        personalNote: row.personal_note,
        gift: row.is_gift ? { message: row.gift_message, from: row.buyer_name } : null,
        businessName: row.business_name,
        texts,
        now,
      }),
  }
}

interface MapSubject extends Pick<
  MapDocument,
  'subjectName' | 'dateOfBirth' | 'personalNote' | 'gift' | 'texts'
> {
  hebrewBirthDate: string | null
  businessName: string | null
  now: Date
}

/** One person's map with the shop's details: what a buyer's draft and the sample both print. */
export function mapDocumentOf(deps: Pick<WorkerDeps, 'env'>, subject: MapSubject): MapDocument {
  const { subjectName, dateOfBirth, hebrewBirthDate, businessName, now, ...rest } = subject
  return {
    ...rest,
    subjectName,
    dateOfBirth,
    map: computeNumerologyMap({
      fullName: subjectName,
      dateOfBirth,
      // The order form fills it in; an order made another way, or the sample, gets the calendar's.
      hebrewBirthDate: hebrewBirthDate || hebrewDateOf(dateOfBirth) || null,
      today: shopDate(now),
    }),
    shop: {
      name: businessName ?? settingDefaults.business_name,
      email: deps.env.SHOP_CONTACT_EMAIL,
      phone: deps.env.SHOP_CONTACT_PHONE,
      url: deps.env.PUBLIC_URL,
    },
  }
}

export async function readMapTexts(em: EntityManager): Promise<MapTexts> {
  const rows = await em.execute<
    { aspect: NumerologyAspect; number: number; heading: string; text: string }[]
  >(`select aspect, number, heading, text from map_texts`)
  const texts: MapTexts = {}
  for (const { aspect, number, heading, text } of rows) {
    ;(texts[aspect] ??= {})[number] = { heading, text }
  }
  return texts
}
