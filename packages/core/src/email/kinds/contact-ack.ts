import { he } from '@shop/domain'
import { renderEmail } from '@shop/mail'
import { emailKind, rowAbout, type LoggedEmail } from '../email-kind.ts'

const m = he.email

/** The contact form's acknowledgement, to whatever address the visitor typed. */
export const contactAck = emailKind({
  to: 'sender',
  key: (contactMessageId: string) => `contact.${contactMessageId}.ack`,
  unproven: true,
  // The message must still be there (not emptied by an erasure); nothing of it is quoted.
  async load(db, { context }: LoggedEmail<{ contactMessageId: string }>) {
    await rowAbout(db, context.contactMessageId, (kysely, id) =>
      kysely.selectFrom('contact_messages').select('id').where('id', '=', id),
    )
    return {}
  },
  // Nothing the visitor typed is quoted, not the message nor the name: the form accepts any
  // address, so echoing it would let anyone send their own words from the shop's domain.
  render: (_data: Record<string, never>, contact) =>
    renderEmail(
      m.contactAck.subject,
      { paragraphs: [m.greeting(null), m.contactAck.intro] },
      contact,
    ),
  preview: {},
})
