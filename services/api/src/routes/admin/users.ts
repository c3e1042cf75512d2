import { paidStatuses, text, toDecimalString, type AdminUser, type Page } from '@shop/domain'
import { Hono } from 'hono'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { pageQuery } from '../../http/pagination.ts'
import { withIsoDates } from '../../http/serialize.ts'
import { validate } from '../../http/validate.ts'

const usersQuery = pageQuery.extend({ q: text().trim().max(100).optional() })

interface UserRow {
  id: string
  name: string | null
  email: string
  phone: string | null
  total_orders: number
  total_spent_agorot: number
  created_at: string
  deleted_at: string | null
  email_verified: boolean
}

/** Registered customers with what they ordered and paid (paid and later orders count as spent). */
export function adminUserRoutes({ orm, env }: AppDeps) {
  return new Hono<AuthEnv>().get('/', validate('query', usersQuery), async (c) => {
    const { page, pageSize, q } = c.req.valid('query')
    const em = orm.em.fork()
    // Customers only: the managers' own accounts are not shop customers.
    const filter = `where not exists (select 1 from tenant_memberships m
        where m.user_id = u.id and m.tenant_id = ?)${
          q ? ' and (u.email ilike ? or u.name ilike ? or u.phone ilike ?)' : ''
        }`
    const filterParams = [env.ADMIN_TENANT_ID, ...(q ? Array<string>(3).fill(`%${q}%`) : [])]
    const rows = await em.execute<(UserRow & { full_count: number })[]>(
      `select u.id, u.name, u.email, u.phone, u.created_at, u.deleted_at,
         u.email_verified_at is not null as email_verified,
         count(o.id) filter (where o.deleted_at is null)::int as total_orders,
         coalesce(sum(o.total_agorot) filter (
           where o.deleted_at is null and o.status in (?)
         ), 0)::int as total_spent_agorot,
         count(*) over ()::int as full_count
       from users u left join orders o on o.user_id = u.id
       ${filter}
       group by u.id order by u.created_at desc limit ? offset ?`,
      [paidStatuses, ...filterParams, pageSize, (page - 1) * pageSize],
    )
    return ok(c, {
      items: rows.map(({ total_spent_agorot, full_count: _count, ...user }) => ({
        ...withIsoDates(user, ['created_at', 'deleted_at']),
        total_spent: toDecimalString(total_spent_agorot),
      })),
      total: rows[0]?.full_count ?? 0,
      page,
      pageSize,
    } satisfies Page<AdminUser>)
  })
}
