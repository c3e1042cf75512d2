import { settingDefaults, settingKeys } from '@shop/domain'
import { Hono } from 'hono'
import type { AppDeps } from '../context.ts'
import { ok } from '../http/envelope.ts'

export function publicSettingsRoutes({ orm, env }: AppDeps) {
  return new Hono().get('/', async (c) => {
    const rows = await orm.em
      .fork()
      .execute<{ key: string; value: string }[]>(
        'select key, value from settings where key in (?, ?)',
        [settingKeys.mapPrice, settingKeys.vatRate],
      )
    const value = (key: keyof typeof settingDefaults) =>
      Number(rows.find((row) => row.key === key)?.value ?? settingDefaults[key])
    return ok(c, {
      map_price: value('map_price'),
      vat_rate: value('vat_rate'),
      contact_email: env.SHOP_CONTACT_EMAIL,
      contact_phone: env.SHOP_CONTACT_PHONE,
    })
  })
}
