import { he } from '@shop/domain'
import { renderEmail } from '@shop/mail'
import { emailKind, NothingToRender, type LoggedEmail } from '../email-kind.ts'
import { cancellationRow } from './cancellation-row.ts'

const m = he.cancellation.email.declined

/** A manager's refusal of a cancellation request, with the reason they wrote for the buyer. */
export const cancellationDeclined = emailKind({
  to: 'payer',
  key: (requestId: string) => `cancellation.${requestId}.declined`,
  async load(db, { context }: LoggedEmail<{ requestId: string }>) {
    const request = await cancellationRow(db, context.requestId)
    if (request.status !== 'declined' || !request.declineReason) {
      throw new NothingToRender('the request was not declined')
    }
    return {
      name: request.name,
      referenceNumber: request.referenceNumber,
      orderNumber: request.orderNumber,
      declineReason: request.declineReason,
    }
  },
  render: (
    data: {
      name: string | null
      referenceNumber: number
      orderNumber: number
      declineReason: string
    },
    contact,
  ) =>
    renderEmail(
      m.subject(data.referenceNumber),
      {
        paragraphs: [
          he.email.greeting(data.name),
          m.intro(data.referenceNumber, data.orderNumber),
          m.reason(data.declineReason),
          m.contact,
        ],
      },
      contact,
    ),
  preview: {
    name: 'דנה כהן',
    referenceNumber: 1007,
    orderNumber: 1042,
    declineReason: 'המפה כבר נשלחה והורדה ב-18 בנובמבר.',
  },
})
