import type { EntityManager } from '@mikro-orm/postgresql'
import { linkToken, linkTokenHash, typedSql, type ShopDatabase } from '@shop/db'
import { accountTokenLifetimeMinutes, type AccountTokenPurpose } from '@shop/domain'
import { sql, type SelectQueryBuilder } from 'kysely'
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
  return insertToken(em, purpose, secret, (users) =>
    users.where('u.email', '=', email).where('u.deleted_at', 'is', null),
  )
}

export async function issueAccountToken(
  em: EntityManager,
  userId: string,
  purpose: AccountTokenPurpose,
  secret: string,
): Promise<string> {
  const issued = await insertToken(em, purpose, secret, (users) => users.where('u.id', '=', userId))
  return issued!.id
}

type UsersQuery = SelectQueryBuilder<ShopDatabase & { u: ShopDatabase['users'] }, 'u', object>

async function insertToken(
  em: EntityManager,
  purpose: AccountTokenPurpose,
  secret: string,
  userFilter: (users: UsersQuery) => UsersQuery,
) {
  const id = randomUUID()
  const row = await typedSql(em)
    .insertInto('account_tokens')
    .columns(['id', 'user_id', 'purpose', 'token_hash', 'created_at', 'expires_at'])
    .expression((db) =>
      userFilter(db.selectFrom('users as u')).select((eb) => [
        eb.val(id).as('id'),
        'u.id as user_id',
        eb.val(purpose).as('purpose'),
        eb.val(linkTokenHash(linkToken('account-token', id, secret))).as('token_hash'),
        sql<string>`now()`.as('created_at'),
        sql<string>`now() + make_interval(mins => ${accountTokenLifetimeMinutes[purpose]})`.as(
          'expires_at',
        ),
      ]),
    )
    .returning('user_id')
    .executeTakeFirst()
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
  const db = typedSql(em)
  const row = await db
    .updateTable('account_tokens as t')
    .from('users as u')
    .set({ used_at: sql`now()` })
    .where('t.token_hash', '=', linkTokenHash(presented))
    .where('t.purpose', '=', purpose)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', sql<string>`now()`)
    .whereRef('u.id', '=', 't.user_id')
    .where('u.deleted_at', 'is', null)
    .returning(['t.id', 't.user_id'])
    .executeTakeFirst()
  if (!row) return undefined
  await db
    .updateTable('account_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', row.user_id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute()
  return { userId: row.user_id, tokenId: row.id }
}
