import type { AuthUser } from '@shop/domain'
import { sign, verify } from 'hono/jwt'

export const sessionLifetimeSeconds = 10 * 60

export interface SessionClaims {
  sub: string
  email: string
  tenants: string[]
  roles: string[]
  iat: number
  exp: number
}

export function signSessionToken(
  user: AuthUser,
  secret: string,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000)
  const claims: SessionClaims = {
    sub: user.userId,
    email: user.email,
    tenants: user.tenants.map((tenant) => tenant.tenantId),
    roles: user.roles,
    iat,
    exp: iat + sessionLifetimeSeconds,
  }
  return sign({ ...claims }, secret, 'HS256')
}

/** The claims of a valid, unexpired token; undefined for anything else. */
export async function verifySessionToken(
  token: string,
  secret: string,
): Promise<SessionClaims | undefined> {
  try {
    return (await verify(token, secret, 'HS256')) as unknown as SessionClaims
  } catch {
    return undefined
  }
}
