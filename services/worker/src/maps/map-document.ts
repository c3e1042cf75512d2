import type { EntityManager } from '@mikro-orm/postgresql'
import { isoDate, typedSql } from '@shop/db'
import {
  computeNumerologyMap,
  hebrewDateOf,
  settingDefaults,
  settingKeys,
  shopDate,
  NumerologyNameError,
} from '@shop/domain'
import type { WorkerDeps } from '../context.ts'
import type { MapDocument, MapTexts } from './map-html.ts'

/**
 * Everything a draft prints, read fresh for each job so that a note or a text edited a moment ago
 * is in it. The buyer's comments are not read: they are for the managers only.
 */
export async function readMapDocument(
  em: EntityManager,
  deps: Pick<WorkerDeps, 'env'>,
  reportId: string,
  now = new Date(),
) {
  const row = await typedSql(em)
    .selectFrom('reports as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select((eb) => [
      'r.id',
      'r.order_id',
      'o.status as order_status',
      'r.status',
      'r.draft_status',
      'r.draft_version',
      'r.draft_key',
      'r.subject_name',
      isoDate(eb.ref('r.date_of_birth')).as('date_of_birth'),
      'r.hebrew_birth_date',
      'r.personal_note',
      'r.is_gift',
      'r.gift_message',
      eb.fn.coalesce('o.billing_name', 'u.name').as('buyer_name'),
      eb
        .selectFrom('settings')
        .select('value')
        .where('key', '=', settingKeys.businessName)
        .as('business_name'),
    ])
    .where('r.id', '=', reportId)
    .where('o.deleted_at', 'is', null)
    .executeTakeFirst()
  if (!row) return undefined
  const texts = await readMapTexts(em)
  return {
    subject: row,
    // Computing may throw (a name without letters); the caller decides what that means.
    document: () => {
      const { subject_name: subjectName, date_of_birth: dateOfBirth } = row
      // An erased account's report keeps no name to count, as a name without letters has none
      if (subjectName === null || dateOfBirth === null) throw new NumerologyNameError()
      return mapDocumentOf(deps, {
        subjectName,
        dateOfBirth,
        hebrewBirthDate: row.hebrew_birth_date,
        personalNote: row.personal_note,
        gift: row.is_gift ? { message: row.gift_message, from: row.buyer_name } : null,
        businessName: row.business_name,
        texts,
        now,
      })
    },
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
  const rows = await typedSql(em)
    .selectFrom('map_texts')
    .select(['aspect', 'number', 'heading', 'text'])
    .execute()
  const texts: MapTexts = {}
  for (const { aspect, number, heading, text } of rows) {
    ;(texts[aspect] ??= {})[number] = { heading, text }
  }
  return texts
}
