import { liveUsersTallied, readOrderTallies, typedSql } from '@shop/db'
import { paidStatuses, settingDefaults, settingKeys, toDecimalString } from '@shop/domain'
import { Hono } from 'hono'
import { sql } from 'kysely'
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
    const db = typedSql(em)
    const liveManagers = db
      .selectFrom('tenant_memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select((eb) => eb.fn.countAll().as('managers'))
      .where('m.tenant_id', '=', env.ADMIN_TENANT_ID)
      .where('u.deleted_at', 'is', null)
    const [tallies, others] = await Promise.all([
      readOrderTallies(em),
      db
        .selectNoFrom((eb) => [
          sql<number>`((${liveUsersTallied(db)}) - (${liveManagers}))::int`.as('total_customers'),
          eb
            .selectFrom('settings')
            .select('value')
            .where('key', '=', settingKeys.mapPrice)
            .as('map_price'),
        ])
        .executeTakeFirstOrThrow(),
    ])
    const live = tallies.filter((tally) => tally.live)
    const sum = (tallied: typeof live, figure: 'orders' | 'totalAgorot') =>
      tallied.reduce((total, tally) => total + tally[figure], 0)
    return ok<'GET /api/admin/stats'>(c, {
      totalOrders: sum(live, 'orders'),
      pendingOrders: sum(
        live.filter((tally) => tally.status === 'pending'),
        'orders',
      ),
      totalCustomers: others.total_customers,
      revenue: toDecimalString(
        sum(
          live.filter((tally) => paidStatuses.includes(tally.status)),
          'totalAgorot',
        ),
      ),
      mapPrice: Number(others.map_price ?? settingDefaults.map_price),
    })
  })
}
