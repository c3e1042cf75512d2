import { readOrderTallies } from '@shop/db'
import {
  paidStatuses,
  settingDefaults,
  settingKeys,
  toDecimalString,
  type AdminStats,
} from '@shop/domain'
import { Hono } from 'hono'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { ok } from '../../http/envelope.ts'

/**
 * The dashboard's summary cards: orders (pending among them), customers, revenue and price. The
 * orders' figures come from their tallies, kept by the writes, so they are exact without counting.
 */
export function adminStatsRoutes({ orm, env }: AppDeps) {
  return new Hono<AuthEnv>().get('/', async (c) => {
    const em = orm.em.fork()
    const [tallies, [others]] = await Promise.all([
      readOrderTallies(em),
      em.execute<{ total_customers: number; map_price: string | null }[]>(
        `select
           (select count(*) from users u where u.deleted_at is null and not exists (
              select 1 from tenant_memberships m where m.user_id = u.id and m.tenant_id = ?))::int
             as total_customers,
           (select value from settings where key = ?) as map_price`,
        [env.ADMIN_TENANT_ID, settingKeys.mapPrice],
      ),
    ])
    const live = tallies.filter((tally) => tally.live)
    const sum = (tallied: typeof live, figure: 'orders' | 'totalAgorot') =>
      tallied.reduce((total, tally) => total + tally[figure], 0)
    return ok(c, {
      totalOrders: sum(live, 'orders'),
      pendingOrders: sum(
        live.filter((tally) => tally.status === 'pending'),
        'orders',
      ),
      totalCustomers: others!.total_customers,
      revenue: toDecimalString(
        sum(
          live.filter((tally) => paidStatuses.includes(tally.status)),
          'totalAgorot',
        ),
      ),
      mapPrice: Number(others!.map_price ?? settingDefaults.map_price),
    } satisfies AdminStats)
  })
}
