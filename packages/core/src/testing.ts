import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql } from '@shop/db'
import { randomUUID } from 'node:crypto'

/** A buyer with one pending order of one report, written as checkout leaves them. */
export async function insertPendingOrder(em: EntityManager) {
  const userId = randomUUID()
  const orderId = randomUUID()
  const reportId = randomUUID()
  const db = typedSql(em)
  await db
    .insertInto('users')
    .values({ id: userId, email: `${userId}@example.co.il`, password_hash: 'x' })
    .execute()
  await db
    .insertInto('orders')
    .values({
      id: orderId,
      user_id: userId,
      unit_price_agorot: 18000,
      subtotal_agorot: 18000,
      vat_rate_basis_points: 1700,
      vat_agorot: 3060,
      total_agorot: 21060,
    })
    .execute()
  await db
    .insertInto('reports')
    .values({
      id: reportId,
      order_id: orderId,
      subject_name: 'דנה כהן',
      date_of_birth: '1990-05-17',
      phone: '052-1234567',
    })
    .execute()
  return { orderId, reportId }
}
