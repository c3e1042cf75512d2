import type { AuthUser } from '@shop/domain'
import { isAdminUser } from '@shop/domain'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppDeps } from '../context.ts'
import { AppError } from '../http/app-error.ts'
import { verifySessionToken } from './session-token.ts'
import { findSessionUser, toAuthUser } from './users.ts'

/** The signed-in user, and the session (refresh-token family) the call was made in. */
export type AuthEnv = { Variables: { user: AuthUser; sessionId: string } }

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match?.[1]
}

/**
 * A browser opening the queue board sends no bearer header, so the admin pages also hold a
 * short-lived copy of the session token in an httpOnly cookie scoped to the board's path.
 */
export const boardCookieName = 'queue_board_session'

interface AuthOptions {
  acceptBoardCookie?: boolean
}

function presentedToken(c: Context, options: AuthOptions): string | undefined {
  return (
    bearerToken(c.req.header('authorization')) ??
    (options.acceptBoardCookie ? getCookie(c, boardCookieName) : undefined)
  )
}

/**
 * Signed-in users only. The token proves who is calling; the user row and the token's session are
 * read on every request so a logout, a deleted account or a removed admin membership takes effect
 * at once, not at token expiry.
 */
export function requireUser(
  { orm, env }: AppDeps,
  options: AuthOptions = {},
): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const token = presentedToken(c, options)
    const claims = token ? verifySessionToken(token, env.JWT_SECRET) : undefined
    if (!claims) throw new AppError('unauthorized')
    const row = await findSessionUser(orm.em.fork(), claims.sub, claims.sid)
    if (!row) throw new AppError('unauthorized')
    c.set('user', toAuthUser(row))
    c.set('sessionId', claims.sid)
    await next()
  }
}

/** Managers only: members of ADMIN_TENANT_ID, checked against the database. */
export function requireAdmin(deps: AppDeps, options: AuthOptions = {}): MiddlewareHandler<AuthEnv> {
  const authenticate = requireUser(deps, options)
  return (c, next) =>
    authenticate(c, async () => {
      if (!isAdminUser(c.get('user'), deps.env.ADMIN_TENANT_ID)) throw new AppError('forbidden')
      await next()
    })
}
