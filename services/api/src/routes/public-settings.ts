import type { Env } from '@shop/config'
import { formatShekels, parseShekels, withVat } from '@shop/domain'
import { Hono } from 'hono'
import type { AppDeps } from '../context.ts'
import { ok } from '../http/envelope.ts'
import { readSettings, vatRateNow } from '@shop/db'
import { checkoutOpen } from '../orders/checkout-open.ts'
import type { LiveSettings } from '../web/live-page.ts'

/**
 * The shop's details that come from its settings rather than the database: in the public
 * settings, and put into the prerendered pages in place of the placeholders they were built with.
 */
export function shopDetails(env: Env) {
  return {
    contact_email: env.SHOP_CONTACT_EMAIL,
    contact_phone: env.SHOP_CONTACT_PHONE,
    accessibility_coordinator_name: env.ACCESSIBILITY_COORDINATOR_NAME,
    accessibility_coordinator_phone: env.ACCESSIBILITY_COORDINATOR_PHONE,
    accessibility_coordinator_email: env.ACCESSIBILITY_COORDINATOR_EMAIL,
  }
}

/**
 * The settings a manager changes that prerendered pages show, as the pages write them: the map's
 * price on the home page, with VAT at today's rate, as consumer law wants every price shown.
 */
export function pageSettings({ orm }: Pick<AppDeps, 'orm'>): LiveSettings {
  return {
    keys: ['map_price_with_vat'],
    read: async () => {
      const em = orm.em.fork()
      const { map_price } = await readSettings(em)
      const price = withVat(parseShekels(map_price) ?? 0, await vatRateNow(em))
      return { map_price_with_vat: formatShekels(price) }
    },
  }
}

export function publicSettingsRoutes({ orm, env }: AppDeps) {
  return new Hono().get('/', async (c) => {
    const em = orm.em.fork()
    const settings = await readSettings(em)
    return ok<'GET /api/settings/public'>(c, {
      map_price: Number(settings.map_price),
      vat_rate: (await vatRateNow(em)) / 100,
      ...shopDetails(env),
      maps_auto_approve: env.MAPS_AUTO_APPROVE,
      checkout_open: await checkoutOpen(em, env, settings),
    })
  })
}
