import type { AuthUser } from '@shop/domain'
import { z } from '@shop/domain'
import { sign } from 'hono/jwt'
import { createHmac, timingSafeEqual } from 'node:crypto'

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
  nbf: z.number().int().optional(),
})

export type SessionClaims = z.infer<typeof sessionClaimsSchema>

const headerSchema = z.object({
  alg: z.literal('HS256'),
  typ: z
    .string()
    .regex(/^(application\/)?jwt$/i)
    .optional(),
  crit: z.never().optional(),
})

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

function decodePart(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

/**
 * The claims of a valid, unexpired token; undefined for anything else. Every signed-in request
 * and every orders poll passes here, so the HS256 check is node:crypto's synchronous HMAC rather
 * than WebCrypto's (a key import and a promise per call, a third of a poll's time). The signature
 * is checked on the raw text before anything in it is parsed; only HS256 is accepted, so a token
 * naming another algorithm (or none) is refused, and so is one without `exp` or `sid`, which
 * could never be ended.
 */
export function verifySessionToken(
  token: string,
  secret: string,
  now = Date.now(),
): SessionClaims | undefined {
  const [header, payload, signature, ...rest] = token.split('.')
  if (header === undefined || payload === undefined || signature === undefined || rest.length) {
    return undefined
  }
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'),
  )
  const presented = Buffer.from(signature)
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
    return undefined
  }
  if (!headerSchema.safeParse(decodePart(header)).success) return undefined
  const claims = sessionClaimsSchema.safeParse(decodePart(payload))
  if (!claims.success) return undefined
  const seconds = Math.floor(now / 1000)
  const { exp, iat, nbf } = claims.data
  if (exp <= seconds || iat > seconds || (nbf !== undefined && nbf > seconds)) return undefined
  return claims.data
}
