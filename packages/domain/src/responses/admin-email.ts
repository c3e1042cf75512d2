import type { EmailStatus } from '../email/email-status.ts'

/** A row of the e-mail log for one order. */
export interface AdminEmail {
  id: string
  recipient: string
  /** The e-mail's kind, as the e-mail log names it. */
  template: string
  subject: string | null
  status: EmailStatus
  attempts: number
  last_error: string | null
  sent_at: string | null
  created_at: string
}

/** An e-mail a call logged for a worker to send (a manager's message, a gift's map again). */
export interface QueuedEmailAnswer {
  emailId: string
  status: Extract<EmailStatus, 'queued'>
}
