import type { EntityManager } from '@mikro-orm/postgresql'
import { computeOrderTotals, events, parseShekels, type createOrderSchema } from '@shop/domain'
import { recordEvent } from '@shop/queue'
import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { applicableCoupon } from '../coupons/coupon-rows.ts'
import { readSettings } from '../settings/read-settings.ts'

type CreateOrder = z.output<typeof createOrderSchema>

/**
 * Creates a pending order with its reports. Price, discount and VAT come from the current
 * settings and coupon, never from the client, and are frozen on the order. With an idempotency
 * key, a repeated request (a retry, a double effect) answers the order the first one created.
 */
export async function createOrder(
  em: EntityManager,
  userId: string,
  input: CreateOrder,
  idempotencyKey: string | undefined,
): Promise<{ orderId: string; created: boolean }> {
  return em.transactional(async (tx) => {
    if (idempotencyKey) {
      const existing = await findByKey(tx, userId, idempotencyKey)
      if (existing) return { orderId: existing, created: false }
    }
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
    // A concurrent request with the same key waits on the unique index here and then inserts
    // nothing; it answers the winner's order below.
    const inserted = await tx.execute<{ id: string }[]>(
      `insert into orders (id, user_id, status, idempotency_key, unit_price_agorot, subtotal_agorot,
         discount_agorot, vat_rate_basis_points, vat_agorot, total_agorot, coupon_id, coupon_code,
         created_at, updated_at)
       values (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), now())
       on conflict (user_id, idempotency_key) do nothing returning id`,
      [
        orderId,
        userId,
        idempotencyKey ?? null,
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
    if (inserted.length === 0)
      return { orderId: (await findByKey(tx, userId, idempotencyKey!))!, created: false }
    for (const [position, report] of input.reports.entries()) {
      await tx.execute(
        `insert into reports (id, order_id, position, subject_name, date_of_birth, hebrew_birth_date,
           gender, phone, comments, relation_to_buyer, is_gift, recipient_email, gift_message,
           status, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', now(), now())`,
        [
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
        ],
      )
    }
    await recordEvent(tx, events.orderCreated, { orderId })
    return { orderId, created: true }
  })
}

async function findByKey(em: EntityManager, userId: string, key: string) {
  const [row] = await em.execute<{ id: string }[]>(
    `select id from orders where user_id = ? and idempotency_key = ?`,
    [userId, key],
  )
  return row?.id
}
