import type { EntityManager } from '@mikro-orm/postgresql'
import { uuidArrayLiteral } from '@shop/db'
import { events, he } from '@shop/domain'
import { emailKinds, erasedRecipient, recordEmail, recordEvent } from '@shop/core'
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
  const [membership] = await em.execute<{ id: string }[]>(
    `select id from tenant_memberships where user_id = ? and tenant_id = ?`,
    [userId, adminTenantId],
  )
  if (!membership) return false
  if (lock) await em.execute(`select pg_advisory_xact_lock(hashtext('admin-account-erasure'))`)
  const [others] = await em.execute<{ count: number }[]>(
    `select count(*)::int as count from tenant_memberships m join users u on u.id = m.user_id
     where m.tenant_id = ? and m.user_id <> ? and u.deleted_at is null`,
    [adminTenantId, userId],
  )
  return others!.count === 0
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
  // The name only from a proven address, as every e-mail greets.
  const [user] = await tx.execute<{ email: string; name: string | null }[]>(
    `select email, case when email_verified_at is not null then name end as name
     from users where id = ? for update`,
    [userId],
  )
  const orders = await tx.execute<{ id: string }[]>(
    `select id from orders where user_id = ? order by id for update`,
    [userId],
  )
  const orderIds = orders.map((order) => order.id)
  // Read before the log is erased: a gift is delivered once its map's e-mail was sent.
  const delivered = await tx.execute<{ id: string; file_key: string }[]>(
    `select r.id, r.file_key from reports r join orders o on o.id = r.order_id
     where o.user_id = ? and r.is_gift and r.status = 'ready' and r.file_key is not null
       and exists (select 1 from email_log e where e.order_id = r.order_id
         and e.template = 'gift-report-ready' and e.status = 'sent'
         and e.context->>'reportId' = r.id::text)`,
    [userId],
  )
  const deliveredIds = uuidArrayLiteral(delivered.map((report) => report.id))

  // The contact form asks for no account; what was sent from the account's address is its own.
  // Locked before the log is read: a worker logging a message's e-mails holds it (for share), so
  // this waits for those rows to commit and then finds them.
  const contactMessages = await tx.execute<{ id: string }[]>(
    `select id from contact_messages where lower(email) = lower(?) for update`,
    [user!.email],
  )
  const contactIds = uuidArrayLiteral(contactMessages.map((message) => message.id))

  // Before the unpaid orders go, while the log still points at them. An e-mail not yet sent
  // never will be: there is no one left to send it to.
  await tx.execute(
    `update email_log set recipient = ?, subject = null, body = null, context = '{}'::jsonb,
       last_error = null, status = case when status = 'queued' then 'failed' else status end,
       updated_at = now()
     where order_id in (select id from orders where user_id = ?) or lower(recipient) = lower(?)
       or context->>'contactMessageId' = any(?::text[])`,
    [erasedRecipient, userId, user!.email, contactIds],
  )
  await tx.execute(
    `update contact_messages set name = '', email = ?, phone = null, message = ''
     where id = any(?::uuid[])`,
    [erasedRecipient, contactIds],
  )
  await tx.execute(
    `delete from coupon_redemptions where order_id in (
       select id from orders where user_id = ? and receipt_number is null)`,
    [userId],
  )
  await tx.execute(`delete from orders where user_id = ? and receipt_number is null`, [userId])
  // The name printed on the invoice is frozen before the account's name goes.
  await tx.execute(
    `update orders o set billing_name = coalesce(o.billing_name, u.name), billing_email = null,
       billing_phone = null, idempotency_key = null, request_hash = null, updated_at = now()
     from users u where u.id = o.user_id and o.user_id = ?`,
    [userId],
  )
  // Nothing is left to make or deliver a map from.
  await tx.execute(
    `update delivery_reminders set cancelled_at = now()
     where order_id in (select id from orders where user_id = ?)
       and sent_at is null and cancelled_at is null`,
    [userId],
  )
  // file_key is what a link resolves to: clearing it ends every link already e-mailed, but for
  // a delivered gift's, which keeps the file and the name its download is called by.
  await tx.execute(
    `update reports r set date_of_birth = null, hebrew_birth_date = null,
       phone = null, comments = null, relation_to_buyer = null, recipient_email = null,
       gift_message = null, draft_key = null, draft_error = null, personal_note = null,
       subject_name = case when r.id = any(?::uuid[]) then r.subject_name end,
       file_key = case when r.id = any(?::uuid[]) then r.file_key end,
       file_size = case when r.id = any(?::uuid[]) then r.file_size end, updated_at = now()
     from orders o where o.id = r.order_id and o.user_id = ?`,
    [deliveredIds, deliveredIds, deliveredIds, userId],
  )
  await tx.execute(`delete from tenant_memberships where user_id = ?`, [userId])
  const families = await deleteAllForUser(tx, userId)
  await tx.execute(
    `update users set email = ?, name = null, phone = null, password_hash = '',
       deleted_at = now(), updated_at = now() where id = ?`,
    [erasedEmail(userId), userId],
  )
  // Logged after the log's addresses were erased, so this one keeps the address until it is sent.
  await recordEmail(tx, {
    key: emailKinds['account-deleted'].key(userId),
    template: 'account-deleted',
    to: { accountEmail: user!.email },
    context: user!.name ? { name: user!.name } : {},
  })
  await recordEvent(tx, events.userDeleted, { userId, orderIds })
  return { families, orderIds, keptFiles: delivered.map((report) => report.file_key) }
}
