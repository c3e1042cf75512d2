import type { Env } from '@shop/config'
import { formatShekels, parseShekels, sellerIdentity, shopDate, withVat } from '@shop/domain'
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
 * What prerendered pages show that changes while the shop runs, as the pages write it: the map's
 * price on the home page, with VAT at today's rate, as consumer law wants every price shown; the
 * seller in every footer, as a manager entered it; and the footer's copyright year, the shop's
 * current one.
 */
export function pageSettings({ orm }: Pick<AppDeps, 'orm'>): LiveSettings {
  return {
    keys: ['map_price_with_vat', 'seller_identity', 'current_year'],
    read: async () => {
      const em = orm.em.fork()
      const settings = await readSettings(em)
      return {
        map_price_with_vat: mapPriceShown(settings, await vatRateNow(em)),
        seller_identity: sellerIdentity(settings),
        current_year: shopDate().slice(0, 4),
      }
    },
  }
}

/** One map's price with VAT at today's rate, as the pages write it. */
function mapPriceShown(settings: { map_price: string }, vatRateToday: number) {
  return formatShekels(withVat(parseShekels(settings.map_price) ?? 0, vatRateToday))
}

export function publicSettingsRoutes({ orm, env }: AppDeps) {
  return new Hono().get('/', async (c) => {
    const em = orm.em.fork()
    const settings = await readSettings(em)
    const vatRateToday = await vatRateNow(em)
    return ok<'GET /api/settings/public'>(c, {
      map_price: Number(settings.map_price),
      vat_rate: vatRateToday / 100,
      map_price_with_vat: mapPriceShown(settings, vatRateToday),
      ...shopDetails(env),
      seller_identity: sellerIdentity(settings),
      maps_auto_approve: env.MAPS_AUTO_APPROVE,
      checkout_open: await checkoutOpen(em, env, settings),
    })
  })
}
