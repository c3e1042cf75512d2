import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql } from '@shop/db'
import { sql } from 'kysely'
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
  await typedSql(em)
    .insertInto('refresh_tokens')
    .values({
      id: randomUUID(),
      user_id: userId,
      family_id: familyId,
      token_hash: hash(secret),
      created_at: sql`now()`,
      expires_at: new Date(Date.now() + refreshLifetimeMs),
    })
    .execute()
  return secret
}

/**
 * How long a token just spent still earns a successor of its own. A browser's tabs refresh one at
 * a time, but the token the first tab stored can reach another tab's storage only after that tab
 * has taken its turn (browsers sync storage between tabs without ordering it against their locks),
 * so the second presents the spent token a moment later; revoking then would sign every tab out.
 * Past this, a spent token presented again is a copy. The same trade as the grace periods of
 * common identity providers: a copy used within seconds of its owner's refresh goes unnoticed.
 */
export const rotationGraceSeconds = 30

export type RotationResult =
  | { ok: true; userId: string; familyId: string; refreshJwt: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'user-deleted' }
  | { ok: false; reason: 'reused'; revokedFamilyId: string }

/**
 * Spends a refresh token and issues its successor in the same family. A token that was already
 * spent, past the grace of another tab's refresh, means it was copied: the whole family is
 * revoked, the thief's copy and the owner's alike.
 */
export async function rotateRefreshToken(
  em: EntityManager,
  presented: string,
): Promise<RotationResult> {
  return em.transactional(async (tx) => {
    const db = typedSql(tx)
    const row = await db
      .selectFrom('refresh_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select((eb) => [
        't.id',
        't.user_id',
        't.family_id',
        eb('t.expires_at', '<=', sql<string>`now()`)
          .$castTo<boolean>()
          .as('expired'),
        eb('t.spent_at', 'is not', null).$castTo<boolean>().as('spent'),
        eb('t.spent_at', '>', sql<string>`now() - make_interval(secs => ${rotationGraceSeconds})`)
          .$castTo<boolean>()
          .as('just_spent'),
        eb('t.revoked_at', 'is not', null).$castTo<boolean>().as('revoked'),
        eb('u.deleted_at', 'is not', null).$castTo<boolean>().as('user_deleted'),
      ])
      .where('t.token_hash', '=', hash(presented))
      .forUpdate('t')
      .executeTakeFirst()
    if (!row) return { ok: false, reason: 'unknown' }
    if (row.spent && !row.just_spent) {
      await revokeFamily(tx, row.family_id)
      return { ok: false, reason: 'reused', revokedFamilyId: row.family_id }
    }
    if (row.revoked) return { ok: false, reason: 'revoked' }
    if (row.user_deleted) return { ok: false, reason: 'user-deleted' }
    if (row.expired) return { ok: false, reason: 'expired' }
    if (!row.spent) {
      await db
        .updateTable('refresh_tokens')
        .set({ spent_at: sql`now()` })
        .where('id', '=', row.id)
        .execute()
    }
    const refreshJwt = await issueRefreshToken(tx, row.user_id, row.family_id)
    return { ok: true, userId: row.user_id, familyId: row.family_id, refreshJwt }
  })
}

export async function revokeFamily(em: EntityManager, familyId: string): Promise<void> {
  await typedSql(em)
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Logout: the session of this token (its family) ends; other devices stay signed in. */
export async function revokeByToken(em: EntityManager, presented: string): Promise<string[]> {
  return revokedFamilies(
    await typedSql(em)
      .updateTable('refresh_tokens')
      .set({ revoked_at: sql`now()` })
      .where('revoked_at', 'is', null)
      .where('family_id', '=', (eb) =>
        eb
          .selectFrom('refresh_tokens')
          .select('family_id')
          .where('token_hash', '=', hash(presented)),
      )
      .returning('family_id')
      .execute(),
  )
}

/** Ends every session of the user; answers the sessions (families) it ended. */
export async function revokeAllForUser(em: EntityManager, userId: string): Promise<string[]> {
  return revokedFamilies(
    await typedSql(em)
      .updateTable('refresh_tokens')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .returning('family_id')
      .execute(),
  )
}

/** An erased account keeps no sessions at all; answers the families that were still live. */
export async function deleteAllForUser(em: EntityManager, userId: string): Promise<string[]> {
  const rows = await typedSql(em)
    .deleteFrom('refresh_tokens')
    .where('user_id', '=', userId)
    .returning(['family_id', 'revoked_at'])
    .execute()
  return revokedFamilies(rows.filter((row) => row.revoked_at === null))
}

const revokedFamilies = (rows: { family_id: string }[]) => [
  ...new Set(rows.map((row) => row.family_id)),
]
