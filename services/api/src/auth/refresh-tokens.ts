import type { EntityManager } from '@mikro-orm/postgresql'
import { createHash, randomBytes, randomUUID } from 'node:crypto'

export const refreshLifetimeMs = 30 * 24 * 3600 * 1000

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex')

/** Issues a refresh token; only its hash is stored, so a database leak yields no usable token. */
export async function issueRefreshToken(
  em: EntityManager,
  userId: string,
  familyId: string = randomUUID(),
): Promise<string> {
  const secret = randomBytes(32).toString('base64url')
  await em.execute(
    `insert into refresh_tokens (id, user_id, family_id, token_hash, created_at, expires_at)
     values (?, ?, ?, ?, now(), ?)`,
    [randomUUID(), userId, familyId, hash(secret), new Date(Date.now() + refreshLifetimeMs)],
  )
  return secret
}

export type RotationResult =
  | { ok: true; userId: string; familyId: string; refreshJwt: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'user-deleted' }
  | { ok: false; reason: 'reused'; revokedFamilyId: string }

/**
 * Spends a refresh token and issues its successor in the same family. A token that was already
 * spent means it was copied: the whole family is revoked, the thief's copy and the owner's alike.
 */
export async function rotateRefreshToken(
  em: EntityManager,
  presented: string,
): Promise<RotationResult> {
  return em.transactional(async (tx) => {
    const [row] = await tx.execute<
      {
        id: string
        user_id: string
        family_id: string
        expired: boolean
        spent: boolean
        revoked: boolean
        user_deleted: boolean
      }[]
    >(
      `select t.id, t.user_id, t.family_id, t.expires_at <= now() as expired,
         t.spent_at is not null as spent, t.revoked_at is not null as revoked,
         u.deleted_at is not null as user_deleted
       from refresh_tokens t join users u on u.id = t.user_id
       where t.token_hash = ? for update of t`,
      [hash(presented)],
    )
    if (!row) return { ok: false, reason: 'unknown' }
    if (row.spent) {
      await revokeFamily(tx, row.family_id)
      return { ok: false, reason: 'reused', revokedFamilyId: row.family_id }
    }
    if (row.revoked) return { ok: false, reason: 'revoked' }
    if (row.user_deleted) return { ok: false, reason: 'user-deleted' }
    if (row.expired) return { ok: false, reason: 'expired' }
    await tx.execute(`update refresh_tokens set spent_at = now() where id = ?`, [row.id])
    const refreshJwt = await issueRefreshToken(tx, row.user_id, row.family_id)
    return { ok: true, userId: row.user_id, familyId: row.family_id, refreshJwt }
  })
}

export async function revokeFamily(em: EntityManager, familyId: string): Promise<void> {
  await em.execute(
    `update refresh_tokens set revoked_at = now() where family_id = ? and revoked_at is null`,
    [familyId],
  )
}

/** Logout: the session of this token (its family) ends; other devices stay signed in. */
export async function revokeByToken(em: EntityManager, presented: string): Promise<string[]> {
  return revokedFamilies(
    await em.execute<{ family_id: string }[]>(
      `update refresh_tokens set revoked_at = now()
       where revoked_at is null and family_id = (select family_id from refresh_tokens where token_hash = ?)
       returning family_id`,
      [hash(presented)],
    ),
  )
}

/** Ends every session of the user; answers the sessions (families) it ended. */
export async function revokeAllForUser(em: EntityManager, userId: string): Promise<string[]> {
  return revokedFamilies(
    await em.execute<{ family_id: string }[]>(
      `update refresh_tokens set revoked_at = now() where user_id = ? and revoked_at is null
       returning family_id`,
      [userId],
    ),
  )
}

/** An erased account keeps no sessions at all; answers the families that were still live. */
export async function deleteAllForUser(em: EntityManager, userId: string): Promise<string[]> {
  const rows = await em.execute<{ family_id: string; revoked: boolean }[]>(
    `delete from refresh_tokens where user_id = ?
     returning family_id, revoked_at is not null as revoked`,
    [userId],
  )
  return revokedFamilies(rows.filter((row) => !row.revoked))
}

const revokedFamilies = (rows: { family_id: string }[]) => [
  ...new Set(rows.map((row) => row.family_id)),
]
