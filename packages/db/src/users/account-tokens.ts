import { createHash, createHmac } from 'node:crypto'

/**
 * The token of an account link, derived from its row id and the shop's secret. The worker renders
 * the e-mail later from ids alone, so neither the e-mail log nor the queue ever holds a usable
 * link, and the table holds only `accountTokenHash` of it.
 */
export function accountToken(accountTokenId: string, secret: string): string {
  return createHmac('sha256', secret).update(`account-token.${accountTokenId}`).digest('base64url')
}

export function accountTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
