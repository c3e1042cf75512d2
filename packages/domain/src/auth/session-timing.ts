/** Refresh this long before the session JWT expires, so a slow network never leaves a gap. */
export const sessionRefreshLeadMs = 60_000

/** With less than this left, no refresh is scheduled (the specification's rule). */
export const sessionRefreshMinRemainingMs = 20_000

/**
 * When a session JWT expires, in epoch milliseconds, read from its `exp` claim without verifying
 * it: the server verifies; the browser only needs to know when to refresh. Undefined when unreadable.
 */
export function sessionExpiresAt(sessionJwt: string): number | undefined {
  const payload = sessionJwt.split('.')[1]
  if (!payload) return undefined
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0))
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes))
    const exp = typeof claims === 'object' && claims !== null && 'exp' in claims ? claims.exp : null
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined
  } catch {
    return undefined
  }
}

/** How long to wait before refreshing a session that expires at `expiresAt`; undefined for never. */
export function refreshDelayMs(expiresAt: number | undefined, now: number): number | undefined {
  if (expiresAt === undefined) return undefined
  const remaining = expiresAt - now
  if (remaining < sessionRefreshMinRemainingMs) return undefined
  return Math.max(0, remaining - sessionRefreshLeadMs)
}

/** True when the session is gone or so close to expiry that a call made with it may be refused. */
export function sessionNeedsRefresh(expiresAt: number | undefined, now: number): boolean {
  return expiresAt !== undefined && expiresAt - now < sessionRefreshMinRemainingMs
}
