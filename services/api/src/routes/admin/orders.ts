import { orderStatuses, text, toDecimalString, z } from '@shop/domain'
import { Hono } from 'hono'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { pageQuery, type Page } from '../../http/pagination.ts'
import { withIsoDates } from '../../http/serialize.ts'
import { validate } from '../../http/validate.ts'

const ordersQuery = pageQuery.extend({
  status: z.enum(orderStatuses).optional(),
  q: text().trim().max(100).optional(),
})

interface OrderRow {
  id: string
  order_number: number
  status: string
  created_at: string
  paid_at: string | null
  due_at: string | null
  deleted_at: string | null
  subtotal_agorot: number
  discount_agorot: number
  vat_agorot: number
  total_agorot: number
  coupon_code: string | null
  receipt_number: number | null
  user_email: string
  user_phone: string | null
  user_deleted_at: string | null
  reports: unknown[]
  full_count: number
}

/** Every order, newest first, filterable by status and by order number, e-mail or subject name. */
export function adminOrderRoutes({ orm }: AppDeps) {
  return new Hono<AuthEnv>().get('/', validate('query', ordersQuery), async (c) => {
    const { page, pageSize, status, q } = c.req.valid('query')
    const conditions: string[] = []
    const params: unknown[] = []
    if (status) {
      conditions.push('o.status = ?')
      params.push(status)
    }
    if (q) {
      conditions.push(
        `(o.order_number::text = ? or u.email ilike ? or exists (
           select 1 from reports s where s.order_id = o.id and s.subject_name ilike ?))`,
      )
      params.push(q, `%${q}%`, `%${q}%`)
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : ''
    const rows = await orm.em.fork().execute<OrderRow[]>(
      `select o.id, o.order_number, o.status, o.created_at, o.paid_at, o.due_at, o.deleted_at,
         o.subtotal_agorot, o.discount_agorot, o.vat_agorot, o.total_agorot, o.coupon_code,
         o.receipt_number, u.email as user_email, u.phone as user_phone,
         u.deleted_at as user_deleted_at,
         (select coalesce(json_agg(json_build_object(
             'id', r.id, 'subject_name', r.subject_name, 'date_of_birth', r.date_of_birth,
             'phone', r.phone, 'status', r.status, 'is_gift', r.is_gift,
             'recipient_email', r.recipient_email, 'gift_message', r.gift_message,
             'comments', r.comments, 'relation_to_buyer', r.relation_to_buyer,
             'hebrew_birth_date', r.hebrew_birth_date) order by r.position), '[]')
          from reports r where r.order_id = o.id) as reports,
         count(*) over ()::int as full_count
       from orders o join users u on u.id = o.user_id
       ${where}
       order by o.created_at desc limit ? offset ?`,
      [...params, pageSize, (page - 1) * pageSize],
    )
    const body: Page<unknown> = {
      items: rows.map(
        ({
          subtotal_agorot,
          discount_agorot,
          vat_agorot,
          total_agorot,
          full_count: _,
          ...order
        }) => ({
          ...withIsoDates(order, [
            'created_at',
            'paid_at',
            'due_at',
            'deleted_at',
            'user_deleted_at',
          ]),
          subtotal: toDecimalString(subtotal_agorot),
          discount: toDecimalString(discount_agorot),
          vat: toDecimalString(vat_agorot),
          total: toDecimalString(total_agorot),
        }),
      ),
      total: rows[0]?.full_count ?? 0,
      page,
      pageSize,
    }
    return ok(c, body)
  })
}
