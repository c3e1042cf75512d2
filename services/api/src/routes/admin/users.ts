import { typedSql } from '@shop/db'
import { paidStatuses, text, toDecimalString } from '@shop/domain'
import { Hono } from 'hono'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { pageQuery } from '../../http/pagination.ts'
import { iso } from '../../http/serialize.ts'
import { validate } from '../../http/validate.ts'

const usersQuery = pageQuery.extend({ q: text().trim().max(100).optional() })

/** Registered customers with what they ordered and paid (paid and later orders count as spent). */
export function adminUserRoutes({ orm, env }: AppDeps) {
  return new Hono<AuthEnv>().get('/', validate('query', usersQuery), async (c) => {
    const { page, pageSize, q } = c.req.valid('query')
    const like = `%${q}%`
    const rows = await typedSql(orm.em.fork())
      .selectFrom('users as u')
      .leftJoin('orders as o', 'o.user_id', 'u.id')
      // Customers only: the managers' own accounts are not shop customers.
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('tenant_memberships as m')
              .select('m.id')
              .whereRef('m.user_id', '=', 'u.id')
              .where('m.tenant_id', '=', env.ADMIN_TENANT_ID),
          ),
        ),
      )
      .$if(Boolean(q), (query) =>
        query.where((eb) =>
          eb.or([
            eb('u.email', 'ilike', like),
            eb('u.name', 'ilike', like),
            eb('u.phone', 'ilike', like),
          ]),
        ),
      )
      .select((eb) => [
        'u.id',
        'u.name',
        'u.email',
        'u.phone',
        'u.created_at',
        'u.deleted_at',
        eb('u.email_verified_at', 'is not', null).$castTo<boolean>().as('email_verified'),
        eb
          .cast<number>(eb.fn.count('o.id').filterWhere('o.deleted_at', 'is', null), 'integer')
          .as('total_orders'),
        eb
          .cast<number>(
            eb.fn.coalesce(
              eb.fn
                .sum('o.total_agorot')
                .filterWhere((filter) =>
                  filter.and([
                    filter('o.deleted_at', 'is', null),
                    filter('o.status', 'in', paidStatuses),
                  ]),
                ),
              eb.lit(0),
            ),
            'integer',
          )
          .as('total_spent_agorot'),
        eb.cast<number>(eb.fn.countAll().over(), 'integer').as('full_count'),
      ])
      .groupBy('u.id')
      .orderBy('u.created_at', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute()
    return ok<'GET /api/admin/users'>(c, {
      items: rows.map(
        ({ total_spent_agorot, full_count: _count, created_at, deleted_at, ...user }) => ({
          ...user,
          created_at: iso(created_at),
          deleted_at: iso(deleted_at),
          total_spent: toDecimalString(total_spent_agorot),
        }),
      ),
      total: rows[0]?.full_count ?? 0,
      page,
      pageSize,
    })
  })
}
