import type { PaymentProvider } from '@shop/core'
import { isoTimestampSql } from '@shop/db'
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
import { Hono } from 'hono'
import { endTime, startTime } from 'hono/timing'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { pageQuery } from '../../http/pagination.ts'
import { latestGiftEmail } from '../../orders/buyer-orders.ts'
import { validate } from '../../http/validate.ts'
import { cancelOrder } from '../../orders/cancel-order.ts'
import { orderPageStatement, orderPageTotal } from './order-page.ts'

const ordersQuery = pageQuery.extend({
  status: z.enum(orderStatuses).optional(),
  q: text().trim().max(100).optional(),
})

/**
 * An admin order as the query reads it: amounts in agorot, turned into decimal strings after; the
 * page's count on every row, and the order's columns null on the one row of an empty page.
 */
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
  total: number
  found: number | null
}

const iso = isoTimestampSql

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
      const query = c.req.valid('query')
      startTime(c, 'db')
      // One statement picks the page and describes its orders: on a busy server each statement
      // more is another round trip and another turn of the event loop for every page shown.
      const picked = orderPageStatement(query)
      const rows = await orm.em.fork().execute<OrderRow[]>(
        `with picked as (${picked.sql})
         select picked.total, picked.found,
           o.id, o.order_number, o.status, ${iso('o.created_at')} as created_at,
           ${iso('o.paid_at')} as paid_at, ${iso('o.due_at')} as due_at,
           ${iso('o.deleted_at')} as deleted_at,
           o.subtotal_agorot, o.discount_agorot, o.vat_agorot, o.total_agorot, o.coupon_code,
           o.receipt_number, ${iso('o.cancelled_at')} as cancelled_at, o.cancel_reason,
           o.credit_number, (select email from users where id = o.cancelled_by_id) as cancelled_by,
           u.email as user_email, u.phone as user_phone,
           ${iso('u.deleted_at')} as user_deleted_at,
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
               'amount_agorot', pa.amount_agorot, 'status', pa.status, 'error', pa.error,
               'created_at', ${iso('pa.created_at')}, 'updated_at', ${iso('pa.updated_at')})
               order by pa.created_at), '[]')
            from payments pa where pa.order_id = o.id) as payments
         from picked left join orders o on o.id = picked.id left join users u on u.id = o.user_id
         order by o.created_at desc, o.id desc`,
        picked.params,
      )
      endTime(c, 'db')
      return ok(c, {
        items: rows
          .filter((row) => row.id !== null)
          .map(
            ({
              subtotal_agorot,
              discount_agorot,
              vat_agorot,
              total_agorot,
              payments,
              reports,
              total: _total,
              found: _found,
              ...order
            }) => ({
              ...order,
              subtotal: toDecimalString(subtotal_agorot),
              discount: toDecimalString(discount_agorot),
              vat: toDecimalString(vat_agorot),
              total: toDecimalString(total_agorot),
              reports: reports.map((report) => ({
                ...report,
                numbers: numbersOf(report) satisfies NumerologyNumbers | null,
              })),
              payments: payments.map(({ amount_agorot, ...payment }): PaymentAttempt => ({
                ...payment,
                amount: toDecimalString(amount_agorot),
              })),
            }),
          ),
        ...orderPageTotal(rows),
        page: query.page,
        pageSize: query.pageSize,
      } satisfies Page<AdminOrder>)
    })
}
