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

/** The dashboard's summary cards: orders (pending among them), customers, revenue and price. */
export function adminStatsRoutes({ orm, env }: AppDeps) {
  return new Hono<AuthEnv>().get('/', async (c) => {
    const [stats] = await orm.em.fork().execute<
      {
        total_orders: number
        pending_orders: number
        total_customers: number
        revenue_agorot: number
        map_price: string | null
      }[]
    >(
      `select
         (select count(*) from orders where deleted_at is null)::int as total_orders,
         (select count(*) from orders where deleted_at is null and status = 'pending')::int as pending_orders,
         (select count(*) from users u where u.deleted_at is null and not exists (
            select 1 from tenant_memberships m where m.user_id = u.id and m.tenant_id = ?))::int
           as total_customers,
         (select coalesce(sum(total_agorot), 0) from orders where deleted_at is null
            and status in (?))::bigint::int as revenue_agorot,
         (select value from settings where key = ?) as map_price`,
      [env.ADMIN_TENANT_ID, paidStatuses, settingKeys.mapPrice],
    )
    return ok(c, {
      totalOrders: stats!.total_orders,
      pendingOrders: stats!.pending_orders,
      totalCustomers: stats!.total_customers,
      revenue: toDecimalString(stats!.revenue_agorot),
      mapPrice: Number(stats!.map_price ?? settingDefaults.map_price),
    } satisfies AdminStats)
  })
}
