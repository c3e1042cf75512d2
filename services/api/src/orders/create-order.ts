import type { EntityManager } from '@mikro-orm/postgresql'
import { readSettings, vatRateNow } from '@shop/db'
import {
  computeOrderTotals,
  events,
  he,
  inFlightPaymentStatuses,
  parseShekels,
  type BuyerOrder,
  type createOrderSchema,
} from '@shop/domain'
import { outboxColumns, outboxRow } from '@shop/core'
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
 * Creates a pending order with its reports. Price and discount come from the current settings and
 * coupon, never from the client, and are frozen on the order; its VAT, at today's rate, is
 * recomputed at the rate in force when it is paid (claimOrder). With an idempotency
 * key (one per checkout visit), a repeated request (a retry, a double effect) answers the order
 * the first one created. The same key with a different order is the customer back from editing
 * the visit's reports: the order, still unpaid, is changed to the new request, so a checkout
 * keeps one pending order; once paid or cancelled it is refused (409) rather than answered,
 * and the client starts a new visit.
 * Undefined when the key's order was deleted in the meantime.
 */
export async function createOrder(
  em: EntityManager,
  userId: string,
  input: CreateOrder,
  idempotencyKey: string | undefined,
): Promise<{ order: BuyerOrder | undefined; created: boolean; changed: boolean }> {
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
    vatRateBasisPoints: await vatRateNow(em),
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
  const reportsJson = JSON.stringify(reports)
  // The order's price columns, in the order both the insert and a change write them
  const prices = [
    totals.unitPrice,
    totals.subtotal,
    totals.discount,
    totals.vatRateBasisPoints,
    totals.vat,
    totals.total,
    coupon?.id ?? null,
    coupon?.code ?? null,
  ]
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
       ${insertReports('o')}
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
      ...prices,
      reportsJson,
      ...event.params,
    ],
  )
  if (row)
    return { order: toBuyerOrder(row, totals.vatRateBasisPoints), created: true, changed: true }
  const existing = await findByKey(em, userId, idempotencyKey!)
  if (!existing) return { order: undefined, created: false, changed: false }
  // Orders from before request hashes were kept have none; they answer as they always did.
  const changed = existing.request_hash !== null && existing.request_hash !== requestHash
  if (changed) {
    await em.transactional((tx) =>
      replaceContents(tx, existing.id, { requestHash, prices, reportsJson }),
    )
  }
  return { order: await findBuyerOrder(em, userId, existing.id), created: false, changed }
}

/** The reports given as JSON (`?`), inserted for the order `o` of the SQL `order`. */
const insertReports = (order: string) => `
  insert into reports (id, order_id, position, subject_name, date_of_birth, hebrew_birth_date,
    gender, phone, comments, relation_to_buyer, is_gift, recipient_email, gift_message,
    gift_delivery_date, status, created_at, updated_at)
  select r.id, o.id, r.position, r.subject_name, r.date_of_birth, r.hebrew_birth_date,
    r.gender, r.phone, r.comments, r.relation_to_buyer, r.is_gift, r.recipient_email,
    r.gift_message, r.gift_delivery_date, 'pending', now(), now()
  from ${order}, json_populate_recordset(null::reports, ?::json) r`

/**
 * Gives a pending order the reports, prices and coupon of a changed request under its key. Locked
 * as payment locks it, so a payment claimed meanwhile (its amount the old total) refuses the
 * change, and the change is never half seen.
 */
async function replaceContents(
  tx: EntityManager,
  orderId: string,
  next: { requestHash: string; prices: unknown[]; reportsJson: string },
): Promise<void> {
  const [order] = await tx.execute<{ status: string }[]>(
    `select status from orders where id = ? and deleted_at is null for update`,
    [orderId],
  )
  if (order?.status !== 'pending') {
    throw new AppError('conflict', he.input.idempotencyKeyReused)
  }
  const inFlight = await tx.execute(`select 1 from payments where order_id = ? and status in (?)`, [
    orderId,
    inFlightPaymentStatuses,
  ])
  if (inFlight.length) throw new AppError('conflict', he.payment.inProgress)
  await tx.execute(`delete from reports where order_id = ?`, [orderId])
  await tx.execute(insertReports('(select ?::uuid as id) o'), [orderId, next.reportsJson])
  await tx.execute(
    `update orders set request_hash = ?, unit_price_agorot = ?, subtotal_agorot = ?,
       discount_agorot = ?, vat_rate_basis_points = ?, vat_agorot = ?, total_agorot = ?,
       coupon_id = ?, coupon_code = ?, updated_at = now()
     where id = ?`,
    [next.requestHash, ...next.prices, orderId],
  )
}

/**
 * The request after validation (trimmed, normalised phone numbers, upper-case coupon), so a retry
 * that differs only in what validation smooths over still counts as the same order.
 */
function hashRequest(input: CreateOrder): string {
  return createHash('sha256').update(stableStringify(input)).digest('hex')
}

async function findByKey(em: EntityManager, userId: string, key: string) {
  const [row] = await em.execute<{ id: string; request_hash: string | null }[]>(
    `select id, request_hash from orders where user_id = ? and idempotency_key = ?`,
    [userId, key],
  )
  return row
}
