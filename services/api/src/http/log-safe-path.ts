/**
 * A request path as it may be written to a log. A gift link, like the direct link in a buyer's
 * map e-mail, is a bearer credential (whoever holds it downloads the report without an account) and log lines travel further than the mailbox they
 * were sent to, so the token is replaced before any line is written.
 */
const giftToken = /(\/(?:gifts|downloads)\/)[^/?#]+/g
// Anything shaped like a signed token or a JWT (segments of base64url joined by dots), wherever a
// link was pasted or mistyped, e.g. a gift link without its /api prefix on the not-found report.
const signedTokenShape = /[\w-]{16,}(\.[\w-]{16,})+/g
export const redactedSegment = '[redacted]'

export function logSafePath(path: string): string {
  return path
    .replace(/[?#].*$/s, '')
    .replace(giftToken, `$1${redactedSegment}`)
    .replace(signedTokenShape, redactedSegment)
}
