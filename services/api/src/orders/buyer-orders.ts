import type { EntityManager } from '@mikro-orm/postgresql'
import { isUuid, vatRateNow } from '@shop/db'
import { toDecimalString, vatAndTotal, type BuyerOrder } from '@shop/domain'
import { iso } from '../http/serialize.ts'

/** A buyer's order as the query reads it: amounts in agorot, the VAT rate in basis points. */
export interface OrderRow extends Omit<
  BuyerOrder,
  'unit_price' | 'vat_rate' | 'subtotal' | 'discount' | 'vat' | 'total'
> {
  unit_price_agorot: number
  vat_rate_basis_points: number
  subtotal_agorot: number
  discount_agorot: number
  vat_agorot: number
  total_agorot: number
}

/**
 * The state of a gift's map e-mail to its recipient, as SQL over an order `o` and report `r`; null
 * for a report that is no gift, without looking (a page of orders asks for every report).
 * Resent e-mails are logged under keys of their own, so the newest of the report's tells it.
 */
export const latestGiftEmail = `
  case when r.is_gift then (
    select json_build_object(
        'status', case when e.status = 'queued' and e.send_after > now() then 'scheduled'
                       else e.status end,
        'sent_at', e.sent_at, 'send_after', e.send_after)
    from email_log e
    where e.order_id = o.id and e.template = 'gift-report-ready'
      and e.context->>'reportId' = r.id::text
    order by e.created_at desc limit 1) end`

/** The buyer's columns of an order `o`; an insert answers them too (`insert into orders as o`). */
export const buyerOrderColumns = `o.id, o.order_number, o.status, o.created_at, o.paid_at, o.due_at,
  o.unit_price_agorot, o.vat_rate_basis_points, o.subtotal_agorot, o.discount_agorot, o.vat_agorot,
  o.total_agorot, o.coupon_code, o.receipt_number`

/** An order's reports `r` as the buyer sees them, given the SQL of a report's gift e-mail state. */
export const buyerReportsJson = (giftEmail: string) => `coalesce(json_agg(json_build_object(
    'id', r.id, 'subject_name', r.subject_name, 'date_of_birth', r.date_of_birth,
    'relation_to_buyer', r.relation_to_buyer, 'is_gift', r.is_gift,
    'recipient_email', r.recipient_email, 'gift_message', r.gift_message,
    'gift_delivery_date', r.gift_delivery_date, 'gift_email', (${giftEmail}),
    'status', r.status) order by r.position), '[]')`

const selectOrders = `
  select ${buyerOrderColumns},
    (select ${buyerReportsJson(latestGiftEmail)} from reports r where r.order_id = o.id) as reports
  from orders o`

/**
 * An unpaid order shows what paying it now would charge: its VAT is that of the day it is paid
 * (the tax point), at the rate `vatRateToday`, as payment recomputes it (claimOrder). Paid orders
 * keep what they were charged.
 */
export function toBuyerOrder(row: OrderRow, vatRateToday: number): BuyerOrder {
  const vat =
    row.status === 'pending'
      ? vatAndTotal(row.subtotal_agorot, row.discount_agorot, vatRateToday)
      : {
          vatRateBasisPoints: row.vat_rate_basis_points,
          vat: row.vat_agorot,
          total: row.total_agorot,
        }
  return {
    id: row.id,
    order_number: row.order_number,
    status: row.status,
    created_at: iso(row.created_at),
    paid_at: iso(row.paid_at),
    due_at: iso(row.due_at),
    unit_price: toDecimalString(row.unit_price_agorot),
    vat_rate: toDecimalString(vat.vatRateBasisPoints),
    subtotal: toDecimalString(row.subtotal_agorot),
    discount: toDecimalString(row.discount_agorot),
    vat: toDecimalString(vat.vat),
    total: toDecimalString(vat.total),
    coupon_code: row.coupon_code,
    receipt_number: row.receipt_number,
    reports: row.reports,
  }
}

/** The caller's orders, newest first; deleted ones are gone from the buyer's view. */
export async function listBuyerOrders(em: EntityManager, userId: string): Promise<BuyerOrder[]> {
  const rows = await em.execute<OrderRow[]>(
    `${selectOrders} where o.user_id = ? and o.deleted_at is null order by o.created_at desc`,
    [userId],
  )
  const vatRateToday = await vatRateNow(em)
  return rows.map((row) => toBuyerOrder(row, vatRateToday))
}

/** One of the caller's orders; undefined for anyone else's, so it is indistinguishable from none. */
export async function findBuyerOrder(
  em: EntityManager,
  userId: string,
  orderId: string,
): Promise<BuyerOrder | undefined> {
  if (!isUuid(orderId)) return undefined
  const [row] = await em.execute<OrderRow[]>(
    `${selectOrders} where o.id = ? and o.user_id = ? and o.deleted_at is null`,
    [orderId, userId],
  )
  return row && toBuyerOrder(row, await vatRateNow(em))
}
