import type { EntityManager } from '@mikro-orm/postgresql'
import { isUuid, typedSql } from '@shop/db'
import { NothingToRender } from '../email-kind.ts'
import { buyerName } from './buyer-name.ts'

/** The request an e-mail about a cancellation is rendered from, with its order and buyer. */
export async function cancellationRow(db: EntityManager, requestId: unknown) {
  if (typeof requestId !== 'string' || !isUuid(requestId)) {
    throw new NothingToRender('no cancellation request named')
  }
  const row = await typedSql(db)
    .selectFrom('cancellation_requests as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'c.reference_number as referenceNumber',
      'c.status',
      'c.reason',
      'c.decline_reason as declineReason',
      'c.created_at as createdAt',
      'o.order_number as orderNumber',
      buyerName.as('name'),
    ])
    .where('c.id', '=', requestId.toLowerCase())
    .executeTakeFirst()
  if (!row) throw new NothingToRender(`cancellation request ${requestId} is gone`)
  return row
}
