import {
  cancelOrderSchema,
  computeNumerologyProfile,
  orderStatuses,
  text,
  toDecimalString,
  z,
  type NumerologyNumbers,
  type AdminOrder,
  type AdminReport,
  type CancelledOrderAnswer,
  type Page,
  type PaymentAttempt,
} from '@shop/domain'
import type { EntityManager } from '@mikro-orm/postgresql'
import { readOrderTallies } from '@shop/db'
import { Hono } from 'hono'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { pageQuery } from '../../http/pagination.ts'
import { withIsoDates } from '../../http/serialize.ts'
import { latestGiftEmail } from '../../orders/buyer-orders.ts'
import { validate } from '../../http/validate.ts'
import { cancelOrder } from '../../orders/cancel-order.ts'
import type { PaymentProvider } from '../../payments/payment-provider.ts'

const ordersQuery = pageQuery.extend({
  status: z.enum(orderStatuses).optional(),
  q: text().trim().max(100).optional(),
})

/** An admin order as the query reads it: amounts in agorot, turned into decimal strings after. */
interface OrderRow extends Omit<
  AdminOrder,
  'subtotal' | 'discount' | 'vat' | 'total' | 'payments' | 'reports'
> {
  reports: Omit<AdminReport, 'numbers'>[]
  subtotal_agorot: number
  discount_agorot: number
  vat_agorot: number
  total_agorot: number
  payments: (Omit<PaymentAttempt, 'amount'> & { amount_agorot: number })[]
}

/**
 * A report's numbers as its draft prints them, computed on read: cheap, and always in step with
 * the name and date a manager sees. Null when the name has no letter to count.
 */
function numbersOf(report: { subject_name: string | null; date_of_birth: string | null }) {
  // An erased account's reports keep no name or date to count from
  if (report.subject_name === null || report.date_of_birth === null) return null
  try {
    return computeNumerologyProfile({
      fullName: report.subject_name,
      dateOfBirth: report.date_of_birth,
      currentYear: new Date().getFullYear(),
    }).numbers
  } catch {
    return null
  }
}

/** The orders a search matched, for a page past the last one (which has no row to carry it). */
async function countMatches(em: EntityManager, where: string, params: unknown[]) {
  const [counted] = await em.execute<{ total: number }[]>(
    `select count(*)::int as total from orders o ${where}`,
    params,
  )
  return counted?.total ?? 0
}

/**
 * Every order, newest first, filterable by status and by order number, e-mail or subject name; and
 * the cancellation of a paid one with its refund.
 */
export function adminOrderRoutes({ orm, logger }: AppDeps, paymentProvider: PaymentProvider) {
  return new Hono<AuthEnv>()
    .post('/:id/cancel', validate('json', cancelOrderSchema), async (c) => {
      const orderId = c.req.param('id')
      const { creditNumber } = await cancelOrder(
        { em: orm.em.fork(), provider: paymentProvider, logger },
        orderId,
        c.get('user').userId,
        c.req.valid('json').reason,
      )
      return ok(c, {
        order: { id: orderId, status: 'cancelled', credit_number: creditNumber },
      } satisfies CancelledOrderAnswer)
    })
    .get('/', validate('query', ordersQuery), async (c) => {
      const { page, pageSize, status, q } = c.req.valid('query')
      const conditions: string[] = []
      const params: unknown[] = []
      if (status) {
        conditions.push('o.status = ?')
        params.push(status)
      }
      if (q) {
        // One index per way of matching (order number, e-mail and subject name by trigram), united.
        const like = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
        const byNumber = /^\d{1,9}$/.test(q)
          ? 'select id from orders where order_number = ? union '
          : ''
        conditions.push(
          `o.id in (${byNumber}select m.id from orders m join users u on u.id = m.user_id
           where u.email ilike ? union select r.order_id from reports r where r.subject_name ilike ?)`,
        )
        if (byNumber) params.push(Number(q))
        params.push(like, like)
      }
      const where = conditions.length ? `where ${conditions.join(' and ')}` : ''
      // The page's ids come from the newest-first index; only its rows are then joined and
      // described. A search counts the orders it matched in the same statement; the whole list
      // and each status take their total from the tallies the writes keep.
      const [rows, tallies] = await Promise.all([
        orm.em.fork().execute<(OrderRow & { matched: number })[]>(
          `with matched as (
           select o.id, o.created_at from orders o ${where}),
         page as (
           select id, created_at from matched order by created_at desc, id desc limit ? offset ?)
         select o.id, o.order_number, o.status, o.created_at, o.paid_at, o.due_at, o.deleted_at,
           o.subtotal_agorot, o.discount_agorot, o.vat_agorot, o.total_agorot, o.coupon_code,
           o.receipt_number, o.cancelled_at, o.cancel_reason, o.credit_number,
           (select email from users where id = o.cancelled_by_id) as cancelled_by,
           u.email as user_email, u.phone as user_phone,
           u.deleted_at as user_deleted_at,
           (select coalesce(json_agg(json_build_object(
               'id', r.id, 'subject_name', r.subject_name, 'date_of_birth', r.date_of_birth,
               'phone', r.phone, 'status', r.status, 'is_gift', r.is_gift,
               'recipient_email', r.recipient_email, 'gift_message', r.gift_message,
               'gift_delivery_date', r.gift_delivery_date, 'gift_email', (${latestGiftEmail}),
               'comments', r.comments, 'relation_to_buyer', r.relation_to_buyer,
               'hebrew_birth_date', r.hebrew_birth_date, 'draft_status', r.draft_status,
               'draft_error', r.draft_error, 'drafted_at', r.drafted_at,
               'personal_note', r.personal_note) order by r.position), '[]')
            from reports r where r.order_id = o.id) as reports,
           (select coalesce(json_agg(json_build_object(
               'id', pa.id, 'provider', pa.provider, 'provider_reference', pa.provider_reference,
               'amount_agorot', pa.amount_agorot, 'status', pa.status,
               'error', pa.error, 'created_at', pa.created_at, 'updated_at', pa.updated_at)
               order by pa.created_at), '[]')
            from payments pa where pa.order_id = o.id) as payments,
           ${q ? '(select count(*) from matched)::int' : 'null'} as matched
         from page join orders o on o.id = page.id join users u on u.id = o.user_id
         order by page.created_at desc, page.id desc`,
          [...params, pageSize, (page - 1) * pageSize],
        ),
        q ? undefined : readOrderTallies(orm.em.fork()),
      ])
      const total = tallies
        ? tallies
            .filter((tally) => !status || tally.status === status)
            .reduce((sum, tally) => sum + tally.orders, 0)
        : (rows[0]?.matched ?? (page === 1 ? 0 : await countMatches(orm.em.fork(), where, params)))
      return ok(c, {
        items: rows.map(
          ({
            subtotal_agorot,
            discount_agorot,
            vat_agorot,
            total_agorot,
            payments,
            reports,
            matched: _matched,
            ...order
          }) => ({
            ...withIsoDates(order, [
              'created_at',
              'paid_at',
              'due_at',
              'deleted_at',
              'user_deleted_at',
              'cancelled_at',
            ]),
            subtotal: toDecimalString(subtotal_agorot),
            discount: toDecimalString(discount_agorot),
            vat: toDecimalString(vat_agorot),
            total: toDecimalString(total_agorot),
            reports: reports.map((report) => ({
              ...report,
              numbers: numbersOf(report) satisfies NumerologyNumbers | null,
            })),
            payments: payments.map(({ amount_agorot, ...payment }): PaymentAttempt => ({
              ...withIsoDates(payment, ['created_at', 'updated_at']),
              amount: toDecimalString(amount_agorot),
            })),
          }),
        ),
        total,
        page,
        pageSize,
      } satisfies Page<AdminOrder>)
    })
}
