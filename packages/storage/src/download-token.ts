import { sign, signatureMatches } from './signature.ts'

/**
 * Signed, expiring tokens for download links that work without an account (a gift recipient's,
 * and those in the buyer's own map e-mails).
 * The token names the report and its expiry; the HMAC makes it unforgeable.
 */
export function signDownloadToken(reportId: string, expiresAt: Date, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ r: reportId, e: expiresAt.getTime() })).toString(
    'base64url',
  )
  return `${payload}.${sign('download-link', payload, secret)}`
}

export function verifyDownloadToken(token: string, secret: string, now = Date.now()) {
  const [payload, signature] = token.split('.')
  if (!payload || !signature) return undefined
  if (!signatureMatches('download-link', payload, signature, secret)) return undefined
  try {
    const { r, e } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      r: string
      e: number
    }
    // An expired link is told apart from a forged one so its holder can be offered a new one.
    return typeof r === 'string' && typeof e === 'number'
      ? { reportId: r, expired: e <= now, expiresAt: new Date(e) }
      : undefined
  } catch {
    return undefined
  }
}
