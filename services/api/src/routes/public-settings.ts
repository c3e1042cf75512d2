import { Hono } from 'hono'
import type { AppDeps } from '../context.ts'
import { ok } from '../http/envelope.ts'
import { readSettings } from '../settings/read-settings.ts'

export function publicSettingsRoutes({ orm, env }: AppDeps) {
  return new Hono().get('/', async (c) => {
    const settings = await readSettings(orm.em.fork())
    return ok(c, {
      map_price: Number(settings.map_price),
      vat_rate: Number(settings.vat_rate),
      contact_email: env.SHOP_CONTACT_EMAIL,
      contact_phone: env.SHOP_CONTACT_PHONE,
      maps_auto_approve: env.MAPS_AUTO_APPROVE,
    })
  })
}
