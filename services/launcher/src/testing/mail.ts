import { createTransport } from 'nodemailer'

/** Sends one e-mail through a mail catcher, then answers the subjects its web inbox lists. */
export async function sendAndListInbox(
  smtpUrl: string,
  inboxUrl: string,
  subject: string,
): Promise<string[]> {
  await createTransport(smtpUrl).sendMail({
    from: 'shop@example.co.il',
    to: 'dana@example.co.il',
    subject,
    text: 'שלום',
  })
  const inbox = (await (await fetch(`${inboxUrl}/api/email`)).json()) as { subject: string }[]
  return inbox.map((email) => email.subject)
}
