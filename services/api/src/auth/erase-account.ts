import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql } from '@shop/db'
import { events, he } from '@shop/domain'
import {
  cancelUnsentReminders,
  emailKinds,
  erasedRecipient,
  recordEmail,
  recordEvent,
} from '@shop/core'
import { sql, type NotNull } from 'kysely'
import { AppError } from '../http/app-error.ts'
import { deleteAllForUser } from './refresh-tokens.ts'

/** What an erased account's e-mail becomes: unique, never deliverable (RFC 2606), no one's. */
const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`

/**
 * Whether deleting this account would leave the shop without a manager. Under an advisory lock
 * when the account is a manager's, so two managers deleting themselves at once cannot both pass.
 */
export async function isLastAdmin(
  em: EntityManager,
  userId: string,
  adminTenantId: string,
  { lock = false } = {},
): Promise<boolean> {
  const db = typedSql(em)
  const membership = await db
    .selectFrom('tenant_memberships')
    .select('id')
    .where('user_id', '=', userId)
    .where('tenant_id', '=', adminTenantId)
    .executeTakeFirst()
  if (!membership) return false
  // An advisory lock names no table, so Kysely has no builder for it.
  if (lock) await sql`select pg_advisory_xact_lock(hashtext('admin-account-erasure'))`.execute(db)
  const others = await db
    .selectFrom('tenant_memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('m.tenant_id', '=', adminTenantId)
    .where('m.user_id', '<>', userId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(others.count) === 0
}

/**
 * Erases an account in the caller's transaction, as the privacy page promises: the user's and
 * their reports' personal data, unpaid orders, e-mail log addresses and contents, sessions.
 * Paid orders stay with what their invoice-receipt printed (number, date, amounts, VAT, the name
 * on it): Israeli tax rules keep accounting documents for 7 years. A gift already delivered is
 * its recipient's: its file and its name stay for the link e-mailed to the recipient until every
 * such link expired (the worker's sweeper removes them `downloadLinkDays` after the deletion).
 * The account's address hears of the deletion, once, by an e-mail logged here. Answers the ended
 * session families, the orders whose files the caller removes from S3 once this commits (the
 * user.deleted event removes them again, should that fail), and the delivered gifts' files,
 * which stay.
 */
export async function eraseAccount(tx: EntityManager, userId: string, adminTenantId: string) {
  if (await isLastAdmin(tx, userId, adminTenantId, { lock: true })) {
    throw new AppError('conflict', he.auth.lastAdminCannotDelete)
  }
  const db = typedSql(tx)
  // The name only from a proven address, as every e-mail greets.
  const user = await db
    .selectFrom('users')
    .select((eb) => [
      'email',
      eb.case().when('email_verified_at', 'is not', null).then(eb.ref('name')).end().as('name'),
    ])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow()
  const orders = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .forUpdate()
    .execute()
  const orderIds = orders.map((order) => order.id)
  const ordersOfUser = db.selectFrom('orders').select('id').where('user_id', '=', userId)
  // Read before the log is erased: a gift is delivered once its map's e-mail was sent.
  const delivered = await db
    .selectFrom('reports as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.file_key'])
    .where('o.user_id', '=', userId)
    .where('r.is_gift', '=', true)
    .where('r.status', '=', 'ready')
    .where('r.file_key', 'is not', null)
    .$narrowType<{ file_key: NotNull }>()
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('email_log as e')
          .select('e.id')
          .whereRef('e.order_id', '=', 'r.order_id')
          .where('e.template', '=', 'gift-report-ready')
          .where('e.status', '=', 'sent')
          .where((eb) =>
            eb(eb.ref('e.context', '->>').key('reportId'), '=', eb.cast('r.id', 'text')),
          ),
      ),
    )
    .execute()
  const deliveredIds = delivered.map((report) => report.id)

  // The contact form asks for no account; what was sent from the account's address is its own.
  // Locked before the log is read: a worker logging a message's e-mails holds it (for share), so
  // this waits for those rows to commit and then finds them.
  const contactMessages = await db
    .selectFrom('contact_messages')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(user.email)])))
    .forUpdate()
    .execute()
  const contactIds = contactMessages.map((message) => message.id)

  // Before the unpaid orders go, while the log still points at them. An e-mail not yet sent
  // never will be: there is no one left to send it to.
  await db
    .updateTable('email_log')
    .set((eb) => ({
      recipient: erasedRecipient,
      subject: null,
      body: null,
      context: sql`'{}'::jsonb`,
      last_error: null,
      status: eb
        .case()
        .when('status', '=', 'queued')
        .then(eb.val('failed' as const))
        .else(eb.ref('status'))
        .end(),
      updated_at: sql`now()`,
    }))
    .where((eb) =>
      eb.or([
        eb('order_id', 'in', ordersOfUser),
        eb(eb.fn('lower', ['recipient']), '=', eb.fn('lower', [eb.val(user.email)])),
        eb(eb.ref('context', '->>').key('contactMessageId'), '=', eb.fn.any(eb.val(contactIds))),
      ]),
    )
    .execute()
  await db
    .updateTable('contact_messages')
    .set({ name: '', email: erasedRecipient, phone: null, message: '' })
    .where((eb) => eb('id', '=', eb.fn.any(eb.val(contactIds))))
    .execute()
  await db
    .deleteFrom('coupon_redemptions')
    .where('order_id', 'in', ordersOfUser.where('receipt_number', 'is', null))
    .execute()
  await db
    .deleteFrom('orders')
    .where('user_id', '=', userId)
    .where('receipt_number', 'is', null)
    .execute()
  // The name printed on the invoice is frozen before the account's name goes.
  await db
    .updateTable('orders as o')
    .from('users as u')
    .set((eb) => ({
      billing_name: eb.fn.coalesce('o.billing_name', 'u.name'),
      billing_email: null,
      billing_phone: null,
      idempotency_key: null,
      request_hash: null,
      updated_at: sql`now()`,
    }))
    .whereRef('u.id', '=', 'o.user_id')
    .where('o.user_id', '=', userId)
    .execute()
  // Nothing is left to make or deliver a map from.
  await cancelUnsentReminders(tx, ordersOfUser)
  // file_key is what a link resolves to: clearing it ends every link already e-mailed, but for
  // a delivered gift's, which keeps the file and the name its download is called by.
  await db
    .updateTable('reports as r')
    .from('orders as o')
    .set((eb) => {
      const isDelivered = eb('r.id', '=', eb.fn.any(eb.val(deliveredIds)))
      return {
        date_of_birth: null,
        hebrew_birth_date: null,
        phone: null,
        comments: null,
        relation_to_buyer: null,
        recipient_email: null,
        gift_message: null,
        draft_key: null,
        draft_error: null,
        personal_note: null,
        subject_name: eb.case().when(isDelivered).then(eb.ref('r.subject_name')).end(),
        file_key: eb.case().when(isDelivered).then(eb.ref('r.file_key')).end(),
        file_size: eb.case().when(isDelivered).then(eb.ref('r.file_size')).end(),
        updated_at: sql`now()`,
      }
    })
    .whereRef('o.id', '=', 'r.order_id')
    .where('o.user_id', '=', userId)
    .execute()
  await db.deleteFrom('tenant_memberships').where('user_id', '=', userId).execute()
  const families = await deleteAllForUser(tx, userId)
  await db
    .updateTable('users')
    .set({
      email: erasedEmail(userId),
      name: null,
      phone: null,
      password_hash: '',
      deleted_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', userId)
    .execute()
  // Logged after the log's addresses were erased, so this one keeps the address until it is sent.
  await recordEmail(tx, {
    key: emailKinds['account-deleted'].key(userId),
    template: 'account-deleted',
    to: { accountEmail: user.email },
    context: user.name ? { name: user.name } : {},
  })
  await recordEvent(tx, events.userDeleted, { userId, orderIds })
  return { families, orderIds, keptFiles: delivered.map((report) => report.file_key) }
}
