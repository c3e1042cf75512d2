import type { EntityManager } from '@mikro-orm/postgresql'
import { accountToken, accountTokenHash } from '@shop/db'
import { accountTokenLifetimeMinutes, type AccountTokenPurpose } from '@shop/domain'
import { randomUUID } from 'node:crypto'

/**
 * Issues a link for the active account with this e-mail, with the same statement whether or not
 * the account exists. Answers the token's id and its user, or undefined when there is none.
 */
export async function issueAccountTokenByEmail(
  em: EntityManager,
  email: string,
  purpose: AccountTokenPurpose,
  secret: string,
): Promise<{ id: string; userId: string } | undefined> {
  return insertToken(em, purpose, secret, 'u.email = ? and u.deleted_at is null', email)
}

export async function issueAccountToken(
  em: EntityManager,
  userId: string,
  purpose: AccountTokenPurpose,
  secret: string,
): Promise<string> {
  const issued = await insertToken(em, purpose, secret, 'u.id = ?', userId)
  return issued!.id
}

async function insertToken(
  em: EntityManager,
  purpose: AccountTokenPurpose,
  secret: string,
  userFilter: string,
  userParam: string,
) {
  const id = randomUUID()
  const [row] = await em.execute<{ user_id: string }[]>(
    `insert into account_tokens (id, user_id, purpose, token_hash, created_at, expires_at)
     select ?, u.id, ?, ?, now(), now() + make_interval(mins => ?) from users u where ${userFilter}
     returning user_id`,
    [
      id,
      purpose,
      accountTokenHash(accountToken(id, secret)),
      accountTokenLifetimeMinutes[purpose],
      userParam,
    ],
  )
  return row && { id, userId: row.user_id }
}

/**
 * Spends a link: only an unused, unexpired token of this purpose for an account that still exists
 * counts, and the update makes a second use (even a concurrent one) find nothing. Spending a
 * reset link also spends the account's other reset links, so an older e-mail cannot be used after
 * the password was chosen. Answers the account's id and the spent token's id.
 */
export async function spendAccountToken(
  em: EntityManager,
  presented: string,
  purpose: AccountTokenPurpose,
): Promise<{ userId: string; tokenId: string } | undefined> {
  const [row] = await em.execute<{ id: string; user_id: string }[]>(
    `update account_tokens t set used_at = now() from users u
     where t.token_hash = ? and t.purpose = ? and t.used_at is null and t.expires_at > now()
       and u.id = t.user_id and u.deleted_at is null
     returning t.id, t.user_id`,
    [accountTokenHash(presented), purpose],
  )
  if (!row) return undefined
  await em.execute(
    `update account_tokens set used_at = now()
     where user_id = ? and purpose = ? and used_at is null`,
    [row.user_id, purpose],
  )
  return { userId: row.user_id, tokenId: row.id }
}
