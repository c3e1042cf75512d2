import { he, mapPriceSchema, settingKeys, toDecimalString } from '@shop/domain'
import { Hono } from 'hono'
import { requireAdmin, type AuthEnv } from '../auth/auth-middleware.ts'
import type { AppDeps } from '../context.ts'
import { ok } from '../http/envelope.ts'
import { validate } from '../http/validate.ts'

/** The managers' settings: the list, and the map price (which applies to orders created after). */
export function settingsRoutes(deps: AppDeps) {
  const { orm } = deps
  const admin = requireAdmin(deps)
  return new Hono<AuthEnv>()
    .get('/', admin, async (c) => {
      const rows = await orm.em
        .fork()
        .execute<{ setting_key: string; setting_value: string }[]>(
          'select key as setting_key, value as setting_value from settings order by key',
        )
      return ok(c, rows)
    })
    .patch('/map_price', admin, validate('json', mapPriceSchema), async (c) => {
      const value = toDecimalString(c.req.valid('json').value)
      await orm.em.fork().execute(
        `insert into settings (key, value, updated_at) values (?, ?, now())
           on conflict (key) do update set value = excluded.value, updated_at = now()`,
        [settingKeys.mapPrice, value],
      )
      return ok(c, {
        setting_key: settingKeys.mapPrice,
        setting_value: value,
        message: he.admin.priceUpdated,
      })
    })
}
