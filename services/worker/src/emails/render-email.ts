import { accountToken } from '@shop/db'
import {
  accountTokenLifetimeMinutes,
  downloadLinkDays as linkDays,
  type EmailTemplateName,
  type ReminderKind,
} from '@shop/domain'
import { emailTemplates, type RenderedEmail } from '@shop/mail'
import { signDownloadToken } from '@shop/storage'
import { UnrecoverableError } from 'bullmq'
import { shopContact, type WorkerDeps } from '../context.ts'

/**
 * Answers the row one e-mail is rendered from, by the id of the row it is about: `sql` selects
 * that row's id as `key` and filters on `in (?)`, so the e-mails of a job ask each question once.
 */
export type ContextLookup = <T>(sql: string, id: string | null | undefined) => Promise<T>

export interface EmailRow {
  id: string
  idempotency_key: string
  recipient: string
  template: EmailTemplateName
  order_id: string | null
  context: Record<string, string>
}

/** A signed link that downloads the report's PDF without an account, for `linkDays`. */
function downloadUrl(deps: WorkerDeps, path: 'gifts' | 'downloads', reportId: string): string {
  const expires = new Date(Date.now() + linkDays * 24 * 3600 * 1000)
  return `${deps.env.PUBLIC_URL}/api/${path}/${signDownloadToken(reportId, expires, deps.env.JWT_SECRET)}`
}

/**
 * The buyer's name, over an order `o` and its account `u`: the account's, else the cardholder's
 * printed on the invoice; never the buyer's e-mail address, which is theirs to give. A gift's
 * recipient hears it, and a payment's e-mails (gone where the payer asked) greet it.
 */
const buyerName = `coalesce(nullif(trim(u.name), ''), nullif(trim(o.billing_name), ''))`

function giftDetails(one: ContextLookup, reportId: string | undefined) {
  return one<{
    buyer: string | null
    subject_name: string
    gift_message: string | null
    gift_delivery_date: string | null
    due_at: string
  }>(
    // With no name, the e-mail speaks of the gift without a sender.
    `select r.id as key, ${buyerName} as buyer,
       r.subject_name, r.gift_message,
       to_char(r.gift_delivery_date, 'YYYY-MM-DD') as gift_delivery_date, o.due_at
     from reports r join orders o on o.id = r.order_id join users u on u.id = o.user_id
     where r.id in (?)`,
    reportId,
  )
}

/** Renders a logged e-mail from the current rows it names, read through `one`. */
export async function renderEmail(
  one: ContextLookup,
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
        `select o.id as key, ${buyerName} as name, o.order_number, o.receipt_number, o.total_agorot,
           o.due_at,
           (select json_agg(r.subject_name order by r.position) from reports r where r.order_id = o.id) as subjects
         from orders o join users u on u.id = o.user_id where o.id in (?)`,
        context.orderId,
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
    case 'order-cancelled': {
      const order = await one<{
        name: string | null
        order_number: number
        receipt_number: number
        credit_number: number
        total_agorot: number
      }>(
        `select o.id as key, ${buyerName} as name, o.order_number, o.receipt_number, o.credit_number,
           o.total_agorot
         from orders o join users u on u.id = o.user_id
         where o.id in (?) and o.credit_number is not null`,
        context.orderId,
      )
      return emailTemplates['order-cancelled'](
        {
          name: order.name,
          orderId: context.orderId!,
          orderNumber: order.order_number,
          receiptNumber: order.receipt_number,
          creditNumber: order.credit_number,
          totalAgorot: order.total_agorot,
        },
        contact,
      )
    }
    case 'report-ready': {
      const report = await one<{ name: string | null; subject_name: string; is_gift: boolean }>(
        `select r.id as key, u.name, r.subject_name, r.is_gift
         from reports r join orders o on o.id = r.order_id join users u on u.id = o.user_id
         where r.id in (?)`,
        context.reportId,
      )
      return emailTemplates['report-ready'](
        {
          name: report.name,
          subjectName: report.subject_name,
          download: report.is_gift
            ? null
            : { url: downloadUrl(deps, 'downloads', context.reportId!), expiryDays: linkDays },
        },
        contact,
      )
    }
    case 'gift-on-its-way': {
      const gift = await giftDetails(one, context.reportId)
      return emailTemplates['gift-on-its-way'](
        {
          buyerName: gift.buyer,
          subjectName: gift.subject_name,
          giftMessage: gift.gift_message,
          arrives: gift.gift_delivery_date ? { on: gift.gift_delivery_date } : { by: gift.due_at },
        },
        contact,
      )
    }
    case 'gift-report-ready': {
      const gift = await giftDetails(one, context.reportId)
      return emailTemplates['gift-report-ready'](
        {
          buyerName: gift.buyer,
          subjectName: gift.subject_name,
          giftMessage: gift.gift_message,
          downloadUrl: downloadUrl(deps, 'gifts', context.reportId!),
          expiryDays: linkDays,
        },
        contact,
      )
    }
    case 'manager-reminder': {
      const order = await one<{ order_number: number; due_at: string; pending: number }>(
        `select o.id as key, o.order_number, o.due_at,
           (select count(*) from reports r where r.order_id = o.id and r.status <> 'ready')::int as pending
         from orders o where o.id in (?)`,
        context.orderId,
      )
      return emailTemplates['manager-reminder'](
        {
          kind: context.kind as ReminderKind,
          orderNumber: order.order_number,
          dueAt: order.due_at,
          pendingReports: order.pending,
        },
        contact,
      )
    }
    case 'admin-message': {
      const user = await one<{ name: string | null }>(
        `select o.id as key, u.name from orders o join users u on u.id = o.user_id where o.id in (?)`,
        email.order_id,
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
      }>(
        `select id as key, name, email, phone, message from contact_messages where id in (?)`,
        context.contactMessageId,
      )
      return email.template === 'contact-ack'
        ? emailTemplates['contact-ack']({}, contact)
        : emailTemplates['contact-to-managers'](message, contact)
    }
    case 'password-reset':
    case 'email-verification': {
      // The name only once the address is proven: until then whoever signed up typed it, and the
      // e-mail goes to an address that may not be theirs.
      const account = await one<{ name: string | null }>(
        `select t.id as key, case when u.email_verified_at is not null then u.name end as name
         from account_tokens t join users u on u.id = t.user_id where t.id in (?)`,
        context.accountTokenId,
      )
      const token = accountToken(context.accountTokenId!, deps.env.JWT_SECRET)
      const lifetime = accountTokenLifetimeMinutes
      return email.template === 'password-reset'
        ? emailTemplates['password-reset'](
            {
              name: account.name,
              resetUrl: `${deps.env.PUBLIC_URL}/reset-password?token=${token}`,
              expiryMinutes: lifetime.reset,
            },
            contact,
          )
        : emailTemplates['email-verification'](
            {
              verifyUrl: `${deps.env.PUBLIC_URL}/verify-email?token=${token}`,
              expiryDays: lifetime.verify / (24 * 60),
            },
            contact,
          )
    }
    case 'account-exists':
      return emailTemplates['account-exists']({}, contact)
    case 'account-deleted':
      // The account is erased: what the e-mail says of it was kept in its row until it is sent.
      return emailTemplates['account-deleted']({ name: context.name ?? null }, contact)
    case 'password-changed': {
      const user = await one<{ name: string | null }>(
        `select id as key, name from users where id in (?)`,
        context.userId,
      )
      return emailTemplates['password-changed']({ name: user.name }, contact)
    }
    default: {
      // A template without a case here fails to compile; a row naming none still fails cleanly.
      const unknown: never = email.template
      throw new UnrecoverableError(`unknown e-mail template ${String(unknown)}`)
    }
  }
}
