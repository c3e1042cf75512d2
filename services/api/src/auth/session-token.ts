import type { AuthUser } from '@shop/domain'
import { z } from '@shop/domain'
import { sign, verify } from 'hono/jwt'

export const sessionLifetimeSeconds = 10 * 60

/**
 * `sid` names the refresh-token family the token was issued with, so revoking the family (logout,
 * reuse of a spent refresh token, account deletion) ends this token too, not only at `exp`.
 */
const sessionClaimsSchema = z.object({
  sub: z.string().min(1),
  sid: z.uuid(),
  email: z.string(),
  tenants: z.array(z.string()),
  roles: z.array(z.string()),
  iat: z.number().int(),
  exp: z.number().int(),
})

export type SessionClaims = z.infer<typeof sessionClaimsSchema>

export function signSessionToken(
  user: AuthUser,
  sessionId: string,
  secret: string,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000)
  const claims: SessionClaims = {
    sub: user.userId,
    sid: sessionId,
    email: user.email,
    tenants: user.tenants.map((tenant) => tenant.tenantId),
    roles: user.roles,
    iat,
    exp: iat + sessionLifetimeSeconds,
  }
  return sign({ ...claims }, secret, 'HS256')
}

/**
 * The claims of a valid, unexpired token; undefined for anything else. The JWT library checks
 * `exp` only when present, so a signed token without `exp` or `sid` (one that could never be
 * ended) is refused here.
 */
export async function verifySessionToken(
  token: string,
  secret: string,
): Promise<SessionClaims | undefined> {
  try {
    const parsed = sessionClaimsSchema.safeParse(await verify(token, secret, 'HS256'))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
