import type { EntityManager } from '@mikro-orm/postgresql'
import { randomUUID } from 'node:crypto'

/** A buyer with one pending order of one report, written as checkout leaves them. */
export async function insertPendingOrder(em: EntityManager) {
  const userId = randomUUID()
  const orderId = randomUUID()
  const reportId = randomUUID()
  await em.execute(
    `insert into users (id, email, password_hash, created_at, updated_at)
     values (?, ?, 'x', now(), now())`,
    [userId, `${userId}@example.co.il`],
  )
  await em.execute(
    `insert into orders (id, user_id, unit_price_agorot, subtotal_agorot, vat_rate_basis_points,
       vat_agorot, total_agorot, created_at, updated_at)
     values (?, ?, 18000, 18000, 1700, 3060, 21060, now(), now())`,
    [orderId, userId],
  )
  await em.execute(
    `insert into reports (id, order_id, subject_name, date_of_birth, phone, created_at, updated_at)
     values (?, ?, 'דנה כהן', '1990-05-17', '052-1234567', now(), now())`,
    [reportId, orderId],
  )
  return { orderId, reportId }
}
