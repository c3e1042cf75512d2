import type { EntityManager } from '@mikro-orm/postgresql'
import { isUuid, typedSql, vatRateNow, type ShopDatabase } from '@shop/db'
import {
  orderCharge,
  toDecimalString,
  type BuyerOrder,
  type BuyerReport,
  type GiftEmail,
} from '@shop/domain'
import { sql, type Expression, type ExpressionBuilder, type Selectable } from 'kysely'
import { jsonBuildObject } from 'kysely/helpers/postgres'
import { iso } from '../http/serialize.ts'

/**
 * The state of a gift's map e-mail to its recipient, as SQL over an order `o` and report `r`; null
 * for a report that is no gift, without looking (a page of orders asks for every report).
 * Resent e-mails are logged under keys of their own, so the newest of the report's tells it.
 * Text rather than a Kysely expression, as the manager's list of orders selects it inside its own
 * JSON of reports.
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

/** The buyer's columns of an order; an insert answers them too. */
export const buyerOrderColumns = [
  'id',
  'order_number',
  'status',
  'created_at',
  'paid_at',
  'due_at',
  'unit_price_agorot',
  'vat_rate_basis_points',
  'subtotal_agorot',
  'discount_agorot',
  'vat_agorot',
  'total_agorot',
  'coupon_code',
  'receipt_number',
] as const

/**
 * An order's reports `r` as the buyer sees them, given each report's gift e-mail state. Only an
 * erased account's reports lack a name and birth date, and no one signs in to that account again:
 * the empty text is what the types need, never what a buyer sees.
 */
export function buyerReportsJson(
  eb: ExpressionBuilder<{ r: Selectable<ShopDatabase['reports']> }, 'r'>,
  giftEmail: Expression<GiftEmail | null>,
) {
  return eb.fn
    .coalesce(
      eb.fn
        .jsonAgg(
          jsonBuildObject({
            id: eb.ref('r.id'),
            subject_name: eb.fn.coalesce('r.subject_name', eb.val('')),
            date_of_birth: eb.fn.coalesce(eb.cast<string>('r.date_of_birth', 'text'), eb.val('')),
            relation_to_buyer: eb.ref('r.relation_to_buyer'),
            is_gift: eb.ref('r.is_gift'),
            recipient_email: eb.ref('r.recipient_email'),
            gift_message: eb.ref('r.gift_message'),
            gift_delivery_date: eb.ref('r.gift_delivery_date'),
            gift_email: giftEmail,
            status: eb.ref('r.status'),
          }),
        )
        .orderBy('r.position'),
      sql<[]>`'[]'`,
    )
    .as('reports')
}

/** A buyer's order as the query reads it: amounts in agorot, the VAT rate in basis points. */
interface OrderRow extends Omit<
  BuyerOrder,
  'unit_price' | 'vat_rate' | 'subtotal' | 'discount' | 'vat' | 'total' | 'reports'
> {
  unit_price_agorot: number
  vat_rate_basis_points: number
  subtotal_agorot: number
  discount_agorot: number
  vat_agorot: number
  total_agorot: number
  reports: BuyerReport[] | null
}

function selectOrders(em: EntityManager) {
  return typedSql(em)
    .selectFrom('orders as o')
    .select((eb) => [
      ...buyerOrderColumns,
      eb
        .selectFrom('reports as r')
        .select((report) =>
          buyerReportsJson(report, sql<GiftEmail | null>`(${sql.raw(latestGiftEmail)})`),
        )
        .whereRef('r.order_id', '=', 'o.id')
        .as('reports'),
    ])
}

/** The order as the buyer sees it, an unpaid one repriced at `vatRateToday` (orderCharge). */
export function toBuyerOrder(row: OrderRow, vatRateToday: number): BuyerOrder {
  const vat = orderCharge(row, vatRateToday)
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
    reports: row.reports ?? [],
  }
}

/** The caller's orders, newest first; deleted ones are gone from the buyer's view. */
export async function listBuyerOrders(em: EntityManager, userId: string): Promise<BuyerOrder[]> {
  const rows = await selectOrders(em)
    .where('o.user_id', '=', userId)
    .where('o.deleted_at', 'is', null)
    .orderBy('o.created_at', 'desc')
    .execute()
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
  const row = await selectOrders(em)
    .where('o.id', '=', orderId)
    .where('o.user_id', '=', userId)
    .where('o.deleted_at', 'is', null)
    .executeTakeFirst()
  return row && toBuyerOrder(row, await vatRateNow(em))
}
