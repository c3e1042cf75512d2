import { sellerContact, type PaymentProvider } from '@shop/core'
import { isoTimestamp, typedSql } from '@shop/db'
import {
  cancelOrderSchema,
  computeNumerologyProfile,
  orderStatuses,
  text,
  toDecimalString,
  z,
  type NumerologyNumbers,
  type AdminReport,
  type PaymentAttempt,
} from '@shop/domain'
import { Hono } from 'hono'
import { sql } from 'kysely'
import { jsonBuildObject } from 'kysely/helpers/postgres'
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
export function adminOrderRoutes({ orm, logger, env }: AppDeps, paymentProvider: PaymentProvider) {
  return new Hono<AuthEnv>()
    .post('/:id/cancel', validate('json', cancelOrderSchema), async (c) => {
      const orderId = c.req.param('id')
      const { creditNumber } = await cancelOrder(
        { em: orm.em.fork(), provider: paymentProvider, logger, sellerContact: sellerContact(env) },
        orderId,
        c.get('user').userId,
        c.req.valid('json').reason,
      )
      return ok<'POST /api/admin/orders/:id/cancel'>(c, {
        order: { id: orderId, status: 'cancelled', credit_number: creditNumber },
      })
    })
    .get('/', validate('query', ordersQuery), async (c) => {
      const query = c.req.valid('query')
      startTime(c, 'db')
      // One statement picks the page and describes its orders: on a busy server each statement
      // more is another round trip and another turn of the event loop for every page shown.
      const rows = await typedSql(orm.em.fork())
        .with('picked', (db) => orderPageStatement(db, query))
        .selectFrom('picked')
        .leftJoin('orders as o', 'o.id', 'picked.id')
        .leftJoin('users as u', 'u.id', 'o.user_id')
        .select((eb) => [
          'picked.total',
          'picked.found',
          'o.id',
          'o.order_number',
          'o.status',
          isoTimestamp(eb.ref('o.created_at')).as('created_at'),
          isoTimestamp(eb.ref('o.paid_at')).as('paid_at'),
          isoTimestamp(eb.ref('o.due_at')).as('due_at'),
          isoTimestamp(eb.ref('o.deleted_at')).as('deleted_at'),
          'o.subtotal_agorot',
          'o.discount_agorot',
          'o.vat_agorot',
          'o.total_agorot',
          'o.coupon_code',
          'o.receipt_number',
          isoTimestamp(eb.ref('o.cancelled_at')).as('cancelled_at'),
          'o.cancel_reason',
          'o.credit_number',
          eb
            .selectFrom('users as canceller')
            .select('canceller.email')
            .whereRef('canceller.id', '=', 'o.cancelled_by_id')
            .as('cancelled_by'),
          'u.email as user_email',
          'u.phone as user_phone',
          isoTimestamp(eb.ref('u.deleted_at')).as('user_deleted_at'),
          eb
            .selectFrom('reports as r')
            .select((report) =>
              report.fn
                .coalesce(
                  report.fn
                    .jsonAgg(
                      jsonBuildObject({
                        id: report.ref('r.id'),
                        subject_name: report.ref('r.subject_name'),
                        date_of_birth: report.ref('r.date_of_birth'),
                        phone: report.ref('r.phone'),
                        status: report.ref('r.status'),
                        is_gift: report.ref('r.is_gift'),
                        recipient_email: report.ref('r.recipient_email'),
                        gift_message: report.ref('r.gift_message'),
                        gift_delivery_date: report.ref('r.gift_delivery_date'),
                        gift_email: sql<AdminReport['gift_email']>`(${sql.raw(latestGiftEmail)})`,
                        comments: report.ref('r.comments'),
                        relation_to_buyer: report.ref('r.relation_to_buyer'),
                        hebrew_birth_date: report.ref('r.hebrew_birth_date'),
                        draft_status: report.ref('r.draft_status'),
                        draft_error: report.ref('r.draft_error'),
                        drafted_at: report.ref('r.drafted_at'),
                        personal_note: report.ref('r.personal_note'),
                      }),
                    )
                    .orderBy('r.position'),
                  sql<[]>`'[]'`,
                )
                .as('reports'),
            )
            .whereRef('r.order_id', '=', 'o.id')
            .as('reports'),
          eb
            .selectFrom('payments as pa')
            .select((payment) =>
              payment.fn
                .coalesce(
                  payment.fn
                    .jsonAgg(
                      jsonBuildObject({
                        id: payment.ref('pa.id'),
                        provider: payment.ref('pa.provider'),
                        provider_reference: payment.ref('pa.provider_reference'),
                        amount_agorot: payment.ref('pa.amount_agorot'),
                        status: payment.ref('pa.status'),
                        error: payment.ref('pa.error'),
                        created_at: isoTimestamp(payment.ref('pa.created_at')),
                        updated_at: isoTimestamp(payment.ref('pa.updated_at')),
                      }),
                    )
                    .orderBy('pa.created_at'),
                  sql<[]>`'[]'`,
                )
                .as('payments'),
            )
            .whereRef('pa.order_id', '=', 'o.id')
            .as('payments'),
        ])
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .execute()
      endTime(c, 'db')
      return ok<'GET /api/admin/orders'>(c, {
        // The one row of an empty page carries the count and no order: the orders are joined to
        // the page's ids, so every column of theirs may be null to the compiler.
        items: rows.flatMap(
          ({
            id,
            order_number,
            status,
            created_at,
            user_email,
            subtotal_agorot,
            discount_agorot,
            vat_agorot,
            total_agorot,
            payments,
            reports,
            total: _total,
            found: _found,
            ...order
          }) =>
            id === null ||
            order_number === null ||
            status === null ||
            created_at === null ||
            user_email === null ||
            subtotal_agorot === null ||
            discount_agorot === null ||
            vat_agorot === null ||
            total_agorot === null
              ? []
              : [
                  {
                    ...order,
                    id,
                    order_number,
                    status,
                    user_email,
                    created_at,
                    subtotal: toDecimalString(subtotal_agorot),
                    discount: toDecimalString(discount_agorot),
                    vat: toDecimalString(vat_agorot),
                    total: toDecimalString(total_agorot),
                    reports: (reports ?? []).map((report) => ({
                      ...report,
                      numbers: numbersOf(report) satisfies NumerologyNumbers | null,
                    })),
                    payments: (payments ?? []).map(
                      ({ amount_agorot, ...payment }): PaymentAttempt => ({
                        ...payment,
                        amount: toDecimalString(amount_agorot),
                      }),
                    ),
                  },
                ],
        ),
        ...orderPageTotal(rows),
        page: query.page,
        pageSize: query.pageSize,
      })
    })
}
