import { liveUsersTallied, readOrderTallies } from '@shop/db'
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
 * figures of orders and customers come from the tallies the writes keep: exact without counting
 * every row. Customers are the live users less the managers, who are few.
 */
export function adminStatsRoutes({ orm, env }: AppDeps) {
  return new Hono<AuthEnv>().get('/', async (c) => {
    const em = orm.em.fork()
    const [tallies, [others]] = await Promise.all([
      readOrderTallies(em),
      em.execute<{ total_customers: number; map_price: string | null }[]>(
        `select
           (${liveUsersTallied} - (select count(*) from tenant_memberships m
              join users u on u.id = m.user_id where m.tenant_id = ? and u.deleted_at is null))::int
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
