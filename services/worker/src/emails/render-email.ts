import type { EntityManager } from '@mikro-orm/postgresql'
import { emailTemplates, type RenderedEmail } from '@shop/mail'
import { signDownloadToken } from '@shop/storage'
import { UnrecoverableError } from 'bullmq'
import { shopContact, type WorkerDeps } from '../context.ts'

export const giftLinkDays = 30

export interface EmailRow {
  id: string
  idempotency_key: string
  recipient: string
  template: string
  order_id: string | null
  context: Record<string, string>
}

async function one<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T> {
  const [row] = await em.execute<T[]>(sql, params)
  // The row an e-mail is about is gone: retrying cannot help.
  if (!row) throw new UnrecoverableError(`nothing to render for ${sql.slice(0, 40)}`)
  return row
}

/** Renders a logged e-mail from the current rows it names. */
export async function renderEmail(
  em: EntityManager,
  email: EmailRow,
  deps: WorkerDeps,
): Promise<RenderedEmail> {
  const contact = shopContact(deps.env)
  const { context } = email
  switch (email.template) {
    case 'payment-confirmation': {
      const order = await one<{
        name: string | null
        order_number: number
        receipt_number: number
        total_agorot: number
        due_at: string
        subjects: string[]
      }>(
        em,
        `select u.name, o.order_number, o.receipt_number, o.total_agorot, o.due_at,
           (select json_agg(r.subject_name order by r.position) from reports r where r.order_id = o.id) as subjects
         from orders o join users u on u.id = o.user_id where o.id = ?`,
        [context.orderId],
      )
      return emailTemplates['payment-confirmation'](
        {
          name: order.name,
          orderId: context.orderId!,
          orderNumber: order.order_number,
          receiptNumber: order.receipt_number,
          totalAgorot: order.total_agorot,
          dueAt: order.due_at,
          subjects: order.subjects,
          withinMinutes: deps.env.MAPS_AUTO_APPROVE,
        },
        contact,
      )
    }
    case 'report-ready': {
      const report = await one<{ name: string | null; subject_name: string }>(
        em,
        `select u.name, r.subject_name from reports r join orders o on o.id = r.order_id
         join users u on u.id = o.user_id where r.id = ?`,
        [context.reportId],
      )
      return emailTemplates['report-ready'](
        { name: report.name, subjectName: report.subject_name },
        contact,
      )
    }
    case 'gift-report-ready': {
      const report = await one<{
        buyer: string | null
        subject_name: string
        gift_message: string | null
      }>(
        em,
        // The account's name, else the cardholder's; never the buyer's e-mail address, which is
        // theirs to give. With neither, the e-mail speaks of the gift without a sender.
        `select coalesce(nullif(trim(u.name), ''), nullif(trim(o.billing_name), '')) as buyer,
           r.subject_name, r.gift_message
         from reports r join orders o on o.id = r.order_id join users u on u.id = o.user_id
         where r.id = ?`,
        [context.reportId],
      )
      const expires = new Date(Date.now() + giftLinkDays * 24 * 3600 * 1000)
      const token = signDownloadToken(context.reportId!, expires, deps.env.JWT_SECRET)
      return emailTemplates['gift-report-ready'](
        {
          buyerName: report.buyer,
          subjectName: report.subject_name,
          giftMessage: report.gift_message,
          downloadUrl: `${deps.env.PUBLIC_URL}/api/gifts/${token}`,
          expiryDays: giftLinkDays,
        },
        contact,
      )
    }
    case 'manager-reminder': {
      const order = await one<{ order_number: number; due_at: string; pending: number }>(
        em,
        `select o.order_number, o.due_at,
           (select count(*) from reports r where r.order_id = o.id and r.status <> 'ready')::int as pending
         from orders o where o.id = ?`,
        [context.orderId],
      )
      return emailTemplates['manager-reminder'](
        {
          kind: context.kind as 'due-soon' | 'overdue',
          orderNumber: order.order_number,
          dueAt: order.due_at,
          pendingReports: order.pending,
        },
        contact,
      )
    }
    case 'admin-message': {
      const user = await one<{ name: string | null }>(
        em,
        `select u.name from orders o join users u on u.id = o.user_id where o.id = ?`,
        [email.order_id],
      )
      return emailTemplates['admin-message'](
        { name: user.name, subject: context.subject!, body: context.body! },
        contact,
      )
    }
    case 'contact-to-managers':
    case 'contact-ack': {
      const message = await one<{
        name: string
        email: string
        phone: string | null
        message: string
      }>(em, `select name, email, phone, message from contact_messages where id = ?`, [
        context.contactMessageId,
      ])
      return email.template === 'contact-ack'
        ? emailTemplates['contact-ack']({ name: message.name }, contact)
        : emailTemplates['contact-to-managers'](message, contact)
    }
    default:
      throw new UnrecoverableError(`unknown e-mail template ${email.template}`)
  }
}
