import { linkToken } from '@shop/db'
import { he } from '@shop/domain'
import { renderEmail } from '@shop/mail'
import { emailKind, NothingToRender, type LoggedEmail } from '../email-kind.ts'
import { cancellationRow } from './cancellation-row.ts'

const m = he.cancellation.email.link

/**
 * The link that confirms a cancellation asked for without signing in, to the order's own address:
 * whoever typed the order number must also read that mailbox.
 */
export const cancellationLink = emailKind({
  to: 'payer',
  key: (requestId: string) => `cancellation.${requestId}.link`,
  async load(db, { context }: LoggedEmail<{ requestId: string }>, settings) {
    const request = await cancellationRow(db, context.requestId)
    if (request.status !== 'unconfirmed') throw new NothingToRender('already confirmed')
    const token = linkToken('cancellation', context.requestId, settings.JWT_SECRET)
    return {
      name: request.name,
      orderNumber: request.orderNumber,
      confirmUrl: `${settings.PUBLIC_URL}/cancel/confirm?token=${token}`,
    }
  },
  render: (data: { name: string | null; orderNumber: number; confirmUrl: string }, contact) =>
    renderEmail(
      m.subject(data.orderNumber),
      {
        paragraphs: [he.email.greeting(data.name), m.intro(data.orderNumber), m.ignore],
        action: { label: m.cta, url: data.confirmUrl },
      },
      contact,
    ),
  preview: {
    name: 'דנה כהן',
    orderNumber: 1042,
    confirmUrl: 'http://localhost:3000/cancel/confirm?token=example-token',
  },
})
