import { formatDateTime, he, type CancellationStatus } from '@shop/domain'
import { renderEmail } from '@shop/mail'
import { emailKind, type LoggedEmail } from '../email-kind.ts'
import { cancellationRow } from './cancellation-row.ts'

const m = he.cancellation.email.received

/**
 * The acknowledgement the law wants for every cancellation notice: its date and reference number,
 * and what became of it (cancelled at once, or waiting for a manager).
 */
export const cancellationReceived = emailKind({
  to: 'payer',
  key: (requestId: string) => `cancellation.${requestId}.ack`,
  async load(db, { context }: LoggedEmail<{ requestId: string }>) {
    const request = await cancellationRow(db, context.requestId)
    return {
      name: request.name,
      referenceNumber: request.referenceNumber,
      orderNumber: request.orderNumber,
      createdAt: request.createdAt,
      status: request.status,
      reason: request.reason,
    }
  },
  render: (
    data: {
      name: string | null
      referenceNumber: number
      orderNumber: number
      createdAt: string
      status: CancellationStatus
      reason: string | null
    },
    contact,
  ) =>
    renderEmail(
      m.subject(data.referenceNumber),
      {
        paragraphs: [
          he.email.greeting(data.name),
          m.intro(data.referenceNumber, formatDateTime(data.createdAt), data.orderNumber),
          data.status === 'accepted' ? m.accepted : m.pending,
        ],
        quote: data.reason ? { title: m.reasonTitle, text: data.reason } : undefined,
        links: [{ label: he.cancellation.linkLabel, url: `${contact.publicUrl}/cancel` }],
      },
      contact,
    ),
  preview: {
    name: 'דנה כהן',
    referenceNumber: 1007,
    orderNumber: 1042,
    createdAt: '2026-11-20T10:15:00Z',
    status: 'received',
    reason: 'הזמנתי בטעות פעמיים',
  },
})
