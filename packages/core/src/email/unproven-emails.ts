import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql } from '@shop/db'
import { sql } from 'kysely'
import { createHash } from 'node:crypto'
import { unprovenKinds, type EmailKindName } from './email-kinds.ts'

/** The settings of the same names (packages/config). */
export interface UnprovenEmailCaps {
  /** To one address, in any 24 hours. */
  UNPROVEN_RECIPIENT_EMAILS_PER_DAY: number
  /** To all such addresses together, in any hour. */
  UNPROVEN_EMAILS_PER_HOUR: number
}

// One lock for every replica and worker: the count and the insert that follows it are one step,
// so two requests at once cannot both take the last e-mail the cap allows.
const capLock = 0x756e7072

/**
 * Whether one more e-mail of `template` may be logged for `recipient`, in the caller's transaction
 * (which then logs it). An address proven to be its owner's (an account that verified it, or that
 * bought) is never capped; any other one gets at most UNPROVEN_RECIPIENT_EMAILS_PER_DAY of the
 * kinds marked `unproven` a day, and the shop sends at most UNPROVEN_EMAILS_PER_HOUR in all. The log counts, so every API replica and worker shares one
 * count; an e-mail refused is not logged and does not count. A refusal is logged as a warning
 * naming the cap, with the address's domain and a hash, never the address.
 */
export async function mayEmailUnproven(
  em: EntityManager,
  template: EmailKindName,
  recipient: string,
  caps: UnprovenEmailCaps,
  logger: { warn(details: object, message: string): void },
): Promise<boolean> {
  // The note about a sign-up with a taken address is counted even to a proven one: only a
  // stranger's sign-up sends it, so its owner needs no more than a few a day.
  const db = typedSql(em)
  const proven =
    template !== 'account-exists' &&
    (await db
      .selectFrom('users as u')
      .select('u.id')
      .where('u.email', '=', recipient)
      .where('u.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('u.email_verified_at', 'is not', null),
          eb.exists(
            eb
              .selectFrom('orders as o')
              .select('o.id')
              .whereRef('o.user_id', '=', 'u.id')
              .where('o.paid_at', 'is not', null),
          ),
        ]),
      )
      .executeTakeFirst()) !== undefined
  if (proven) return true
  // An advisory lock names no table, so Kysely has no builder for it.
  await sql`select pg_advisory_xact_lock(${capLock})`.execute(db)
  const sent = await db
    .selectFrom('email_log')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('recipient', '=', recipient).as('to_recipient'),
      eb.fn
        .countAll<string>()
        .filterWhere('created_at', '>', sql<string>`now() - interval '1 hour'`)
        .as('in_hour'),
    ])
    .where('template', 'in', unprovenKinds)
    .where('created_at', '>', sql<string>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow()
  const cap =
    Number(sent.to_recipient) >= caps.UNPROVEN_RECIPIENT_EMAILS_PER_DAY
      ? 'UNPROVEN_RECIPIENT_EMAILS_PER_DAY'
      : Number(sent.in_hour) >= caps.UNPROVEN_EMAILS_PER_HOUR
        ? 'UNPROVEN_EMAILS_PER_HOUR'
        : null
  if (!cap) return true
  logger.warn(
    {
      cap,
      template,
      recipientDomain: recipient.split('@').pop(),
      recipientHash: createHash('sha256').update(recipient).digest('hex').slice(0, 16),
    },
    'e-mail to an unproven address not sent: cap reached',
  )
  return false
}
