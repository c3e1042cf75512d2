import type { EntityManager } from '@mikro-orm/postgresql'
import { isUuid, typedSql } from '@shop/db'
import { he } from '@shop/domain'
import { emailKinds, giftResentKey, recordEmail } from '@shop/core'
import { sql } from 'kysely'
import { randomUUID } from 'node:crypto'
import { AppError } from '../http/app-error.ts'

/**
 * Logs the gift's map e-mail to its recipient once more, with a fresh link: the first one went to
 * spam, expired, or was deleted. Only for a ready map whose e-mail is not still held for the
 * delivery date the buyer chose (sending it now would spoil the surprise). `buyerId` limits it to
 * that buyer's own orders; without it (a manager) any order will do. Answers the e-mail's id.
 */
export async function resendGiftEmail(
  em: EntityManager,
  reportId: string,
  buyerId?: string,
): Promise<string> {
  if (!isUuid(reportId)) throw new AppError('notFound', he.order.reportNotFound)
  return em.transactional(async (tx) => {
    const report = await typedSql(tx)
      .selectFrom('reports as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select((eb) => [
        'r.order_id',
        'o.user_id',
        'r.is_gift',
        'r.recipient_email',
        'r.status',
        eb
          .exists(
            eb
              .selectFrom('email_log as e')
              .select('e.id')
              .where('e.idempotency_key', '=', emailKinds['gift-report-ready'].key(reportId))
              .where('e.status', '=', 'queued')
              .where('e.send_after', '>', sql<string>`now()`),
          )
          .$castTo<boolean>()
          .as('held'),
      ])
      .where('r.id', '=', reportId)
      .where('o.deleted_at', 'is', null)
      .forUpdate('r')
      .executeTakeFirst()
    // Someone else's report answers like none at all, so ids reveal nothing.
    if (!report || (buyerId && report.user_id !== buyerId)) {
      throw new AppError('notFound', he.order.reportNotFound)
    }
    if (!report.is_gift || !report.recipient_email) {
      throw new AppError('businessRule', he.gift.notAGift)
    }
    if (report.status !== 'ready') throw new AppError('conflict', he.gift.notReady)
    if (report.held) throw new AppError('conflict', he.gift.heldForDeliveryDate)
    return recordEmail(tx, {
      key: giftResentKey(reportId, randomUUID()),
      to: { giftRecipientEmail: report.recipient_email },
      template: 'gift-report-ready',
      orderId: report.order_id,
      context: { reportId },
    })
  })
}
