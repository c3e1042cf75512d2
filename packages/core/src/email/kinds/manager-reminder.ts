import { formatDateTime, he, type ReminderKind } from '@shop/domain'
import { renderEmail } from '@shop/mail'
import { emailKind, rowAbout, type LoggedEmail } from '../email-kind.ts'

const m = he.email

/** An order's deadline is near or past, to each manager (spec section 6). */
export const managerReminder = emailKind({
  to: 'manager',
  key: (orderId: string, kind: ReminderKind, manager: string) =>
    `reminder.${orderId}.${kind}.${manager}`,
  async load(db, { context }: LoggedEmail<{ orderId: string; kind: ReminderKind }>) {
    const order = await rowAbout<{ order_number: number; due_at: string; pending: number }>(
      db,
      `select o.order_number, o.due_at,
         (select count(*) from reports r where r.order_id = o.id and r.status <> 'ready')::int as pending
       from orders o where o.id = ?`,
      context.orderId,
    )
    return {
      kind: context.kind,
      orderNumber: order.order_number,
      dueAt: order.due_at,
      pendingReports: order.pending,
    }
  },
  render: (
    data: { kind: ReminderKind; orderNumber: number; dueAt: string; pendingReports: number },
    contact,
  ) => {
    const due = formatDateTime(data.dueAt)
    const overdue = data.kind === 'overdue'
    return renderEmail(
      overdue
        ? m.reminder.overdueSubject(data.orderNumber)
        : m.reminder.dueSoonSubject(data.orderNumber),
      {
        paragraphs: [
          overdue
            ? m.reminder.overdue(data.orderNumber, due)
            : m.reminder.dueSoon(data.orderNumber, due),
          m.reminder.pending(data.pendingReports),
        ],
        action: { label: m.reminder.cta, url: `${contact.publicUrl}/admin` },
      },
      contact,
    )
  },
  preview: {
    kind: 'due-soon',
    orderNumber: 1042,
    dueAt: '2026-11-25T12:00:00Z',
    pendingReports: 1,
  },
})
