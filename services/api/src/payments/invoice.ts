import type { EntityManager } from '@mikro-orm/postgresql'
import type { Env } from '@shop/config'
import { readSettings } from '@shop/db'
import { businessDetailsComplete, he, toDecimalString, type Invoice } from '@shop/domain'
import { AppError } from '../http/app-error.ts'
import { iso } from '../http/serialize.ts'

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
  report_names: (string | null)[]
}

const documentKinds = {
  invoice: 'o.receipt_number is not null',
  'credit-invoice': 'o.credit_number is not null',
} as const
export type InvoiceKind = keyof typeof documentKinds

/**
 * The invoice-receipt of a paid order, or the credit invoice of a cancelled one: the same lines,
 * another title. For its buyer (`ownerId`) or for a manager. It outlives the buyer's account:
 * erasure freezes the printed name into billing_name and keeps the amounts.
 */
export async function readInvoice(
  em: EntityManager,
  env: Env,
  orderId: string,
  kind: InvoiceKind,
  ownerId?: string,
): Promise<Invoice> {
  const [order] = await em.execute<InvoiceRow[]>(
    `select o.receipt_number, o.paid_at, o.credit_number, o.cancelled_at, o.order_number,
       o.billing_name, o.billing_email, u.name as customer_name, o.payment_method,
       o.unit_price_agorot, o.subtotal_agorot, o.discount_agorot, o.coupon_code,
       o.vat_rate_basis_points, o.vat_agorot, o.total_agorot,
       (select coalesce(json_agg(r.subject_name order by r.position), '[]') from reports r
          where r.order_id = o.id) as report_names
     from orders o join users u on u.id = o.user_id
     where o.id = ? and (?::uuid is null or o.user_id = ?) and o.deleted_at is null
       and o.receipt_number is not null and ${documentKinds[kind]}`,
    [orderId, ownerId ?? null, ownerId ?? null],
  )
  if (!order) throw new AppError('notFound', he.invoice.notFound)
  const settings = await readSettings(em)
  return {
    business: {
      name: settings.business_name,
      address: settings.business_address,
      dealerNumber: settings.dealer_number,
      email: env.SHOP_CONTACT_EMAIL,
      phone: env.SHOP_CONTACT_PHONE,
    },
    draft: !businessDetailsComplete(settings),
    receiptNumber: order.receipt_number,
    credit:
      kind === 'credit-invoice'
        ? { number: order.credit_number!, date: iso(order.cancelled_at)! }
        : null,
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
  }
}
