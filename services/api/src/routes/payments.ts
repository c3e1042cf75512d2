import {
  businessDetailsComplete,
  he,
  paidStatuses,
  toDecimalString,
  type Invoice,
  type PaymentRecord,
} from '@shop/domain'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { requireUser, type AuthEnv } from '../auth/auth-middleware.ts'
import type { AppDeps } from '../context.ts'
import { AppError } from '../http/app-error.ts'
import { ok } from '../http/envelope.ts'
import { isUuid } from '../http/ids.ts'
import { iso } from '../http/serialize.ts'
import { readSettings } from '@shop/db'

interface PaymentRow {
  id: string
  order_number: number
  receipt_number: number | null
  created_at: string
  paid_at: string | null
  cancelled_at: string | null
  credit_number: number | null
  status: string
  report_count: number
  total_agorot: number
}

interface InvoiceRow {
  receipt_number: number
  paid_at: string
  credit_number: number | null
  cancelled_at: string | null
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
}

const documentKinds = {
  invoice: 'o.receipt_number is not null',
  'credit-invoice': 'o.credit_number is not null',
} as const

/**
 * The buyer's payments and invoice-receipts: one per paid order, plus the orders still awaiting
 * payment. Each paid one has a printable invoice-receipt; one the shop cancelled shows as
 * refunded, with its credit invoice besides.
 */
export function paymentRoutes(deps: AppDeps) {
  const { orm } = deps

  /** The invoice-receipt of an order, or its credit invoice: the same lines, another title. */
  async function invoiceDocument(c: Context<AuthEnv>, kind: keyof typeof documentKinds) {
    const orderId = c.req.param('orderId') ?? ''
    if (!isUuid(orderId)) throw new AppError('notFound', he.invoice.notFound)
    const em = orm.em.fork()
    const [order] = await em.execute<InvoiceRow[]>(
      `select o.receipt_number, o.paid_at, o.credit_number, o.cancelled_at, o.order_number,
         o.billing_name, o.billing_email, u.name as customer_name, o.payment_method,
         o.unit_price_agorot, o.subtotal_agorot, o.discount_agorot, o.coupon_code,
         o.vat_rate_basis_points, o.vat_agorot, o.total_agorot,
         (select coalesce(json_agg(r.subject_name order by r.position), '[]') from reports r
            where r.order_id = o.id) as report_names
       from orders o join users u on u.id = o.user_id
       where o.id = ? and o.user_id = ? and o.deleted_at is null and o.receipt_number is not null
         and ${documentKinds[kind]}`,
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
      draft: !businessDetailsComplete(settings),
      receiptNumber: order.receipt_number,
      credit:
        kind === 'credit-invoice'
          ? { number: order.credit_number!, date: iso(order.cancelled_at)! }
          : null,
      date: iso(order.paid_at)!,
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
    } satisfies Invoice)
  }

  return new Hono<AuthEnv>()
    .use('*', requireUser(deps))
    .get('/', async (c) => {
      const rows = await orm.em.fork().execute<PaymentRow[]>(
        `select o.id, o.order_number, o.receipt_number, o.created_at, o.paid_at, o.status,
           o.cancelled_at, o.credit_number, o.total_agorot, (select count(*) from reports r where r.order_id = o.id)::int as report_count
         from orders o
         where o.user_id = ? and o.deleted_at is null
           and (o.status in (?) or o.credit_number is not null)
         order by coalesce(o.cancelled_at, o.paid_at, o.created_at) desc`,
        [c.get('user').userId, [...paidStatuses, 'pending']],
      )
      return ok(
        c,
        rows.map((row): PaymentRecord => {
          const refunded = row.credit_number !== null
          const paid = row.status !== 'pending'
          return {
            id: row.id,
            order_id: row.id,
            order_number: row.order_number,
            invoice_number: row.receipt_number,
            credit_number: row.credit_number,
            date: iso(refunded ? row.cancelled_at : paid ? row.paid_at : row.created_at)!,
            description: refunded
              ? he.invoice.refundDescription(row.order_number, row.receipt_number)
              : he.invoice.description(row.report_count, row.order_number),
            amount: toDecimalString(row.total_agorot),
            status: refunded ? 'refunded' : paid ? 'paid' : 'pending',
          }
        }),
      )
    })
    .get('/:orderId/invoice', (c) => invoiceDocument(c, 'invoice'))
    .get('/:orderId/credit-invoice', (c) => invoiceDocument(c, 'credit-invoice'))
}
