import type { EntityManager } from '@mikro-orm/postgresql'
import type { AuthSession, AuthUser } from '@shop/domain'
import { randomUUID } from 'node:crypto'
import { issueRefreshToken } from './refresh-tokens.ts'
import { signSessionToken } from './session-token.ts'

/** A new session; the session token carries its refresh family as `sid`, so revoking the family ends it too. */
export async function startSession(
  em: EntityManager,
  user: AuthUser,
  secret: string,
): Promise<AuthSession> {
  const familyId = randomUUID()
  return {
    sessionJwt: await signSessionToken(user, familyId, secret),
    refreshJwt: await issueRefreshToken(em, user.userId, familyId),
    user,
  }
}
