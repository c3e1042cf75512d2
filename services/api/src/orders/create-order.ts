import type { EntityManager } from '@mikro-orm/postgresql'
import { computeOrderTotals, events, he, parseShekels, type createOrderSchema } from '@shop/domain'
import { recordEvent } from '@shop/queue'
import { createHash, randomUUID } from 'node:crypto'
import stableStringify from 'safe-stable-stringify'
import type { z } from 'zod'
import { applicableCoupon } from '../coupons/coupon-rows.ts'
import { AppError } from '../http/app-error.ts'
import { readSettings } from '@shop/db'

type CreateOrder = z.output<typeof createOrderSchema>

/**
 * Creates a pending order with its reports. Price, discount and VAT come from the current
 * settings and coupon, never from the client, and are frozen on the order. With an idempotency
 * key, a repeated request (a retry, a double effect) answers the order the first one created; the
 * same key with a different order is refused (422) rather than answered with the first one.
 */
export async function createOrder(
  em: EntityManager,
  userId: string,
  input: CreateOrder,
  idempotencyKey: string | undefined,
): Promise<{ orderId: string; created: boolean }> {
  const requestHash = hashRequest(input)
  return em.transactional(async (tx) => {
    const settings = await readSettings(tx)
    const unitPrice = parseShekels(settings.map_price)!
    const subtotal = unitPrice * input.reports.length
    const coupon = input.couponCode
      ? await applicableCoupon(tx, input.couponCode, subtotal)
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
    // A repeated key, or a concurrent request with the same key (it waits on the unique index
    // here), inserts nothing and answers the first order below: no look-up before the insert,
    // since almost every request is a first one.
    const inserted = await tx.execute<{ id: string }[]>(
      `insert into orders (id, user_id, status, idempotency_key, request_hash, unit_price_agorot,
         subtotal_agorot, discount_agorot, vat_rate_basis_points, vat_agorot, total_agorot, coupon_id,
         coupon_code, created_at, updated_at)
       values (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), now())
       on conflict (user_id, idempotency_key) do nothing returning id`,
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
      ],
    )
    if (inserted.length === 0) {
      const existing = await findByKey(tx, userId, idempotencyKey!, requestHash)
      // The key's order was deleted (its key freed) between the insert and this look-up.
      if (!existing) throw new AppError('conflict', he.input.idempotencyKeyReused)
      return { orderId: existing, created: false }
    }
    const rows = input.reports.map((report, position) => [
      randomUUID(),
      orderId,
      position,
      report.subjectName,
      report.dateOfBirth,
      report.hebrewBirthDate ?? null,
      report.gender,
      report.phone,
      report.comments ?? null,
      report.relationToBuyer ?? null,
      report.isGift,
      report.recipientEmail ?? null,
      report.giftMessage ?? null,
      report.giftDeliveryDate ?? null,
    ])
    await tx.execute(
      `insert into reports (id, order_id, position, subject_name, date_of_birth, hebrew_birth_date,
         gender, phone, comments, relation_to_buyer, is_gift, recipient_email, gift_message,
         gift_delivery_date, status, created_at, updated_at)
       values ${rows.map((row) => `(${row.map(() => '?').join(', ')}, 'pending', now(), now())`).join(', ')}`,
      rows.flat(),
    )
    await recordEvent(tx, events.orderCreated, { orderId })
    return { orderId, created: true }
  })
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
