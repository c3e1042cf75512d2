import type { EntityManager } from '@mikro-orm/postgresql'
import { readSettings, typedSql, vatRateNow, type ShopDatabase } from '@shop/db'
import { sql, type QueryCreator, type Selectable, type Updateable } from 'kysely'
import {
  computeOrderTotals,
  events,
  he,
  parseShekels,
  type BuyerOrder,
  type createOrderSchema,
} from '@shop/domain'
import { outboxColumns, outboxRow, paymentUnderWay } from '@shop/core'
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
  // The order's price columns, as both the insert and a change write them
  const prices = {
    unit_price_agorot: totals.unitPrice,
    subtotal_agorot: totals.subtotal,
    discount_agorot: totals.discount,
    vat_rate_basis_points: totals.vatRateBasisPoints,
    vat_agorot: totals.vat,
    total_agorot: totals.total,
    coupon_id: coupon?.id ?? null,
    coupon_code: coupon?.code ?? null,
  }
  const event = outboxRow(events.orderCreated, { orderId })
  // One statement, so one round trip and atomic without a transaction: the reports and the event
  // are written only when the order is. A repeated key, or a concurrent request with the same key
  // (it waits on the unique index here), inserts nothing and answers the first order below: no
  // look-up before the insert, since almost every request is a first one. The answer is what the
  // statement wrote, not a second read.
  const row = await typedSql(em)
    .with('o', (db) =>
      db
        .insertInto('orders')
        .values({
          id: orderId,
          user_id: userId,
          status: 'pending',
          idempotency_key: idempotencyKey ?? null,
          request_hash: idempotencyKey ? requestHash : null,
          ...prices,
          created_at: sql`now()`,
          updated_at: sql`now()`,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
        .returning(buyerOrderColumns),
    )
    .with('r', (db) => insertReports(db, reportsJson).returningAll())
    .with('event', (db) =>
      db
        .insertInto('outbox_events')
        .columns(outboxColumns)
        .expression((eb) => eb.selectFrom('o').select(event.values)),
    )
    .selectFrom('o')
    .select((eb) => [
      ...buyerOrderColumns,
      // A new report has no gift e-mail yet: that is written when its map is ready.
      eb
        .selectFrom('r')
        .select((report) => buyerReportsJson(report, report.lit(null)))
        .as('reports'),
    ])
    .executeTakeFirst()
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

/**
 * Inserts the reports given as JSON for the order `o` (its buyer's columns, as both callers have
 * them). `json_populate_recordset` reads them as rows
 * of the reports table, by its own columns; Kysely has no builder for it, and the rows' type is
 * the table's.
 */
function insertReports(
  db: QueryCreator<
    ShopDatabase & {
      o: Pick<Selectable<ShopDatabase['orders']>, (typeof buyerOrderColumns)[number]>
    }
  >,
  json: string,
) {
  const given = sql<
    Selectable<ShopDatabase['reports']>
  >`json_populate_recordset(null::reports, ${json}::json)`.as('given')
  return db
    .insertInto('reports')
    .columns([
      'id',
      'order_id',
      'position',
      'subject_name',
      'date_of_birth',
      'hebrew_birth_date',
      'gender',
      'phone',
      'comments',
      'relation_to_buyer',
      'is_gift',
      'recipient_email',
      'gift_message',
      'gift_delivery_date',
      'status',
      'created_at',
      'updated_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom(['o', given])
        .select([
          'given.id',
          'o.id as order_id',
          'given.position',
          'given.subject_name',
          'given.date_of_birth',
          'given.hebrew_birth_date',
          'given.gender',
          'given.phone',
          'given.comments',
          'given.relation_to_buyer',
          'given.is_gift',
          'given.recipient_email',
          'given.gift_message',
          'given.gift_delivery_date',
          eb.val('pending').as('status'),
          sql<string>`now()`.as('created_at'),
          sql<string>`now()`.as('updated_at'),
        ]),
    )
}

/**
 * Gives a pending order the reports, prices and coupon of a changed request under its key. Locked
 * as payment locks it, so a payment claimed meanwhile (its amount the old total) refuses the
 * change, and the change is never half seen.
 */
async function replaceContents(
  tx: EntityManager,
  orderId: string,
  next: {
    requestHash: string
    prices: Updateable<ShopDatabase['orders']>
    reportsJson: string
  },
): Promise<void> {
  const db = typedSql(tx)
  const order = await db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst()
  if (order?.status !== 'pending') {
    throw new AppError('conflict', he.input.idempotencyKeyReused)
  }
  if (await paymentUnderWay(tx, orderId)) throw new AppError('conflict', he.payment.inProgress)
  await db.deleteFrom('reports').where('order_id', '=', orderId).execute()
  await insertReports(
    db.with('o', (cte) =>
      cte.selectFrom('orders').select(buyerOrderColumns).where('id', '=', orderId),
    ),
    next.reportsJson,
  ).execute()
  await db
    .updateTable('orders')
    .set({ request_hash: next.requestHash, ...next.prices, updated_at: sql`now()` })
    .where('id', '=', orderId)
    .execute()
}

/**
 * The request after validation (trimmed, normalised phone numbers, upper-case coupon), so a retry
 * that differs only in what validation smooths over still counts as the same order.
 */
function hashRequest(input: CreateOrder): string {
  return createHash('sha256').update(stableStringify(input)).digest('hex')
}

async function findByKey(em: EntityManager, userId: string, key: string) {
  return typedSql(em)
    .selectFrom('orders')
    .select(['id', 'request_hash'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
}
