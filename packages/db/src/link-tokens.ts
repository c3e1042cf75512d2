import { createHash, createHmac } from 'node:crypto'

/** The links the shop e-mails, each kind's tokens its own: one never opens another's. */
export type LinkKind = 'account-token' | 'cancellation'

/**
 * The token of an e-mailed link, derived from its row's id and the shop's secret. The worker
 * renders the e-mail later from ids alone, so neither the e-mail log nor the queue ever holds a
 * usable link, and the table holds only `linkTokenHash` of it.
 */
export function linkToken(kind: LinkKind, rowId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${kind}.${rowId}`).digest('base64url')
}

export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
