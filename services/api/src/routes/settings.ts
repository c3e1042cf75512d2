import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql } from '@shop/db'
import {
  businessSettingsSchema,
  mapPriceSchema,
  settingKeys,
  toDecimalString,
  type Setting,
  type SettingKey,
} from '@shop/domain'
import { Hono } from 'hono'
import { sql } from 'kysely'
import { requireAdmin, type AuthEnv } from '../auth/auth-middleware.ts'
import type { AppDeps } from '../context.ts'
import { ok } from '../http/envelope.ts'
import { validate } from '../http/validate.ts'
import { vatRateRoutes } from './vat-rates.ts'

async function saveSettings(em: EntityManager, values: Partial<Record<SettingKey, string>>) {
  await em.transactional(async (tx) => {
    for (const [key, value] of Object.entries(values)) {
      await typedSql(tx)
        .insertInto('settings')
        .values({ key, value, updated_at: sql`now()` })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((update) => ({
            value: update.ref('excluded.value'),
            updated_at: sql`now()`,
          })),
        )
        .execute()
    }
  })
}

const asList = (values: Partial<Record<SettingKey, string>>): Setting[] =>
  Object.entries(values).map(([setting_key, setting_value]) => ({ setting_key, setting_value }))

/**
 * The managers' settings. The price applies to orders created afterwards (orders keep theirs); VAT
 * rates by date (vat-rates.ts) apply to orders paid from their day; the business details print on
 * invoice-receipts.
 */
export function settingsRoutes(deps: AppDeps) {
  const { orm } = deps
  const admin = requireAdmin(deps)
  return new Hono<AuthEnv>()
    .get('/', admin, async (c) => {
      const rows = await typedSql(orm.em.fork())
        .selectFrom('settings')
        .select(['key as setting_key', 'value as setting_value'])
        .orderBy('key')
        .execute()
      return ok<'GET /api/settings'>(c, rows)
    })
    .patch('/map_price', admin, validate('json', mapPriceSchema), async (c) => {
      const value = toDecimalString(c.req.valid('json').value)
      await saveSettings(orm.em.fork(), { [settingKeys.mapPrice]: value })
      return ok<'PATCH /api/settings/map_price'>(c, {
        setting_key: settingKeys.mapPrice,
        setting_value: value,
      })
    })
    .patch('/business', admin, validate('json', businessSettingsSchema), async (c) => {
      const values = c.req.valid('json')
      await saveSettings(orm.em.fork(), values)
      return ok<'PATCH /api/settings/business'>(c, asList(values))
    })
    .route('/vat-rates', vatRateRoutes(deps))
}
