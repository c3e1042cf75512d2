import { he, paidStatuses, toDecimalString } from '@shop/domain'
import { Hono } from 'hono'
import { requireUser, type AuthEnv } from '../auth/auth-middleware.ts'
import type { AppDeps } from '../context.ts'
import { AppError } from '../http/app-error.ts'
import { ok } from '../http/envelope.ts'
import { isUuid } from '../http/ids.ts'
import { iso } from '../http/serialize.ts'
import { readSettings } from '../settings/read-settings.ts'

interface PaymentRow {
  id: string
  order_number: number
  receipt_number: number | null
  created_at: string
  paid_at: string | null
  status: string
  report_count: number
  total_agorot: number
}

/**
 * The buyer's payments and invoice-receipts: one per paid order, plus the orders still awaiting
 * payment. Each paid one has a printable invoice-receipt.
 */
export function paymentRoutes(deps: AppDeps) {
  const { orm } = deps
  return new Hono<AuthEnv>()
    .use('*', requireUser(deps))
    .get('/', async (c) => {
      const rows = await orm.em.fork().execute<PaymentRow[]>(
        `select o.id, o.order_number, o.receipt_number, o.created_at, o.paid_at, o.status,
           o.total_agorot, (select count(*) from reports r where r.order_id = o.id)::int as report_count
         from orders o
         where o.user_id = ? and o.deleted_at is null and o.status in (?)
         order by coalesce(o.paid_at, o.created_at) desc`,
        [c.get('user').userId, [...paidStatuses, 'pending']],
      )
      return ok(
        c,
        rows.map((row) => {
          const paid = row.status !== 'pending'
          return {
            id: row.id,
            order_id: row.id,
            order_number: row.order_number,
            invoice_number: row.receipt_number,
            date: iso(paid ? row.paid_at : row.created_at),
            description: he.invoice.description(row.report_count, row.order_number),
            amount: toDecimalString(row.total_agorot),
            status: paid ? 'paid' : 'pending',
          }
        }),
      )
    })
    .get('/:orderId/invoice', async (c) => {
      const orderId = c.req.param('orderId')
      if (!isUuid(orderId)) throw new AppError('notFound', he.invoice.notFound)
      const em = orm.em.fork()
      const [order] = await em.execute<
        {
          receipt_number: number | null
          paid_at: string
          order_number: number
          billing_name: string | null
          billing_email: string | null
          customer_name: string | null
          payment_method: string | null
          unit_price_agorot: number
          subtotal_agorot: number
          discount_agorot: number
          coupon_code: string | null
          vat_rate_basis_points: number
          vat_agorot: number
          total_agorot: number
          report_names: string[]
        }[]
      >(
        `select o.receipt_number, o.paid_at, o.order_number, o.billing_name, o.billing_email,
           u.name as customer_name, o.payment_method, o.unit_price_agorot, o.subtotal_agorot,
           o.discount_agorot, o.coupon_code, o.vat_rate_basis_points, o.vat_agorot, o.total_agorot,
           (select coalesce(json_agg(r.subject_name order by r.position), '[]') from reports r
              where r.order_id = o.id) as report_names
         from orders o join users u on u.id = o.user_id
         where o.id = ? and o.user_id = ? and o.deleted_at is null and o.receipt_number is not null`,
        [orderId, c.get('user').userId],
      )
      if (!order) throw new AppError('notFound', he.invoice.notFound)
      const settings = await readSettings(em)
      return ok(c, {
        business: {
          name: settings.business_name,
          address: settings.business_address,
          dealerNumber: settings.dealer_number,
          email: deps.env.SHOP_CONTACT_EMAIL,
          phone: deps.env.SHOP_CONTACT_PHONE,
        },
        receiptNumber: order.receipt_number,
        date: iso(order.paid_at),
        orderNumber: order.order_number,
        customer: { name: order.billing_name ?? order.customer_name, email: order.billing_email },
        lines: order.report_names.map((name) => ({
          description: he.invoice.lineDescription(name),
          quantity: 1,
          unitPrice: toDecimalString(order.unit_price_agorot),
          amount: toDecimalString(order.unit_price_agorot),
        })),
        subtotal: toDecimalString(order.subtotal_agorot),
        discount: toDecimalString(order.discount_agorot),
        couponCode: order.coupon_code,
        amountBeforeVat: toDecimalString(order.subtotal_agorot - order.discount_agorot),
        vatRate: toDecimalString(order.vat_rate_basis_points),
        vat: toDecimalString(order.vat_agorot),
        total: toDecimalString(order.total_agorot),
        paymentMethod: order.payment_method,
      })
    })
}
