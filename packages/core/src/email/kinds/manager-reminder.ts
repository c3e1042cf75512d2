import { formatDateTime, he, type ReminderKind } from '@shop/domain'
import { renderEmail } from '@shop/mail'
import type { NotNull } from 'kysely'
import { emailKind, rowAbout, type LoggedEmail } from '../email-kind.ts'

const m = he.email

/** An order's deadline is near or past, to each manager (spec section 6). */
export const managerReminder = emailKind({
  to: 'manager',
  key: (orderId: string, kind: ReminderKind, manager: string) =>
    `reminder.${orderId}.${kind}.${manager}`,
  async load(db, { context }: LoggedEmail<{ orderId: string; kind: ReminderKind }>) {
    const order = await rowAbout(db, context.orderId, (kysely, id) =>
      kysely
        .selectFrom('orders as o')
        .select((eb) => [
          'o.order_number',
          'o.due_at',
          eb
            .selectFrom('reports as r')
            .select(eb.fn.countAll<string>().as('pending'))
            .whereRef('r.order_id', '=', 'o.id')
            .where('r.status', '<>', 'ready')
            .as('pending'),
        ])
        .where('o.id', '=', id)
        // Reminders are planned only for orders with a due date.
        .where('o.due_at', 'is not', null)
        .$narrowType<{ due_at: NotNull }>(),
    )
    return {
      kind: context.kind,
      orderNumber: order.order_number,
      dueAt: order.due_at,
      pendingReports: Number(order.pending),
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
