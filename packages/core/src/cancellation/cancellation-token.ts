import { createHash, createHmac } from 'node:crypto'

/**
 * The token of a cancellation request's confirmation link, derived from the request's id and the
 * shop's secret: the worker renders the e-mail from the id alone, so neither the e-mail log nor
 * the queue ever holds a usable link, and the table holds only its hash.
 */
export function cancellationToken(requestId: string, secret: string): string {
  return createHmac('sha256', secret).update(`cancellation.${requestId}`).digest('base64url')
}

export function cancellationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
