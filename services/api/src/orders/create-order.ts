import type { EntityManager } from '@mikro-orm/postgresql'
import { readSettings } from '@shop/db'
import {
  computeOrderTotals,
  events,
  he,
  parseShekels,
  type BuyerOrder,
  type createOrderSchema,
} from '@shop/domain'
import { outboxColumns, outboxRow } from '@shop/queue'
import { createHash, randomUUID } from 'node:crypto'
import stableStringify from 'safe-stable-stringify'
import type { z } from 'zod'
import { applicableCoupon } from '../coupons/coupon-rows.ts'
import { AppError } from '../http/app-error.ts'
import {
  buyerOrderColumns,
  buyerReportsJson,
  findBuyerOrder,
  toBuyerOrder,
  type OrderRow,
} from './buyer-orders.ts'

type CreateOrder = z.output<typeof createOrderSchema>

/**
 * Creates a pending order with its reports. Price, discount and VAT come from the current
 * settings and coupon, never from the client, and are frozen on the order. With an idempotency
 * key, a repeated request (a retry, a double effect) answers the order the first one created; the
 * same key with a different order is refused (422) rather than answered with the first one.
 * Undefined when the key's order was deleted in the meantime.
 */
export async function createOrder(
  em: EntityManager,
  userId: string,
  input: CreateOrder,
  idempotencyKey: string | undefined,
): Promise<{ order: BuyerOrder | undefined; created: boolean }> {
  const requestHash = hashRequest(input)
  const settings = await readSettings(em)
  const unitPrice = parseShekels(settings.map_price)!
  const subtotal = unitPrice * input.reports.length
  const coupon = input.couponCode
    ? await applicableCoupon(em, input.couponCode, subtotal)
    : undefined
  const totals = computeOrderTotals({
    unitPrice,
    quantity: input.reports.length,
    vatRatePercent: settings.vat_rate,
    coupon: coupon && {
      discountType: coupon.discount_type,
      discountValue: coupon.discount_value,
    },
  })
  const orderId = randomUUID()
  const reports = input.reports.map((report, position) => ({
    id: randomUUID(),
    position,
    subject_name: report.subjectName,
    date_of_birth: report.dateOfBirth,
    hebrew_birth_date: report.hebrewBirthDate ?? null,
    gender: report.gender,
    phone: report.phone,
    comments: report.comments ?? null,
    relation_to_buyer: report.relationToBuyer ?? null,
    is_gift: report.isGift,
    recipient_email: report.recipientEmail ?? null,
    gift_message: report.giftMessage ?? null,
    gift_delivery_date: report.giftDeliveryDate ?? null,
  }))
  const event = outboxRow(events.orderCreated, { orderId })
  // One statement, so one round trip and atomic without a transaction: the reports and the event
  // are written only when the order is. A repeated key, or a concurrent request with the same key
  // (it waits on the unique index here), inserts nothing and answers the first order below: no
  // look-up before the insert, since almost every request is a first one. The answer is what the
  // statement wrote, not a second read.
  const [row] = await em.execute<OrderRow[]>(
    `with o as (
       insert into orders as o (id, user_id, status, idempotency_key, request_hash,
         unit_price_agorot, subtotal_agorot, discount_agorot, vat_rate_basis_points, vat_agorot,
         total_agorot, coupon_id, coupon_code, created_at, updated_at)
       values (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), now())
       on conflict (user_id, idempotency_key) do nothing
       returning ${buyerOrderColumns}
     ), r as (
       insert into reports (id, order_id, position, subject_name, date_of_birth, hebrew_birth_date,
         gender, phone, comments, relation_to_buyer, is_gift, recipient_email, gift_message,
         gift_delivery_date, status, created_at, updated_at)
       select r.id, o.id, r.position, r.subject_name, r.date_of_birth, r.hebrew_birth_date,
         r.gender, r.phone, r.comments, r.relation_to_buyer, r.is_gift, r.recipient_email,
         r.gift_message, r.gift_delivery_date, 'pending', now(), now()
       from o, json_populate_recordset(null::reports, ?::json) r
       returning *
     ), event as (
       insert into outbox_events (${outboxColumns}) select ${event.values} from o
     )
     -- A new report has no gift e-mail yet: that is written when its map is ready.
     select o.*, (select ${buyerReportsJson('null')} from r) as reports from o`,
    [
      orderId,
      userId,
      idempotencyKey ?? null,
      idempotencyKey ? requestHash : null,
      totals.unitPrice,
      totals.subtotal,
      totals.discount,
      totals.vatRateBasisPoints,
      totals.vat,
      totals.total,
      coupon?.id ?? null,
      coupon?.code ?? null,
      JSON.stringify(reports),
      ...event.params,
    ],
  )
  if (row) return { order: toBuyerOrder(row), created: true }
  const existing = await findByKey(em, userId, idempotencyKey!, requestHash)
  const order = existing === undefined ? undefined : await findBuyerOrder(em, userId, existing)
  return { order, created: false }
}

/**
 * The request after validation (trimmed, normalised phone numbers, upper-case coupon), so a retry
 * that differs only in what validation smooths over still counts as the same order.
 */
function hashRequest(input: CreateOrder): string {
  return createHash('sha256').update(stableStringify(input)).digest('hex')
}

async function findByKey(em: EntityManager, userId: string, key: string, requestHash: string) {
  const [row] = await em.execute<{ id: string; request_hash: string | null }[]>(
    `select id, request_hash from orders where user_id = ? and idempotency_key = ?`,
    [userId, key],
  )
  // Orders from before request hashes were kept have none; they answer as they always did.
  if (row?.request_hash && row.request_hash !== requestHash) {
    throw new AppError('businessRule', he.input.idempotencyKeyReused)
  }
  return row?.id
}
