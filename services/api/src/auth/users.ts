import type { EntityManager } from '@mikro-orm/postgresql'
import { typedSql } from '@shop/db'
import type { AuthUser } from '@shop/domain'
import { jsonArrayFrom } from 'kysely/helpers/postgres'

/** An account with its memberships, by the filter `where` adds. */
function selectUser(em: EntityManager) {
  return typedSql(em)
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.email',
      'u.name',
      'u.phone',
      'u.password_hash',
      eb('u.deleted_at', 'is not', null).$castTo<boolean>().as('deleted'),
      eb('u.email_verified_at', 'is not', null).$castTo<boolean>().as('email_verified'),
      jsonArrayFrom(
        eb
          .selectFrom('tenant_memberships as m')
          .select(['m.tenant_id as tenantId', 'm.roles'])
          .whereRef('m.user_id', '=', 'u.id'),
      ).as('tenants'),
    ])
}

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>

export async function findActiveUserByEmail(em: EntityManager, email: string) {
  return selectUser(em)
    .where('u.email', '=', email)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst()
}

export async function findUserById(em: EntityManager, id: string) {
  return selectUser(em).where('u.id', '=', id).executeTakeFirst()
}

/**
 * The user of a session token, in one round trip: only while the session (its refresh-token
 * family) has an unrevoked row and the account is not deleted. Every revocation marks all of a
 * family's rows, so one unrevoked row is enough; kept in the database so every API replica sees a
 * logout at once.
 */
export async function findSessionUser(em: EntityManager, userId: string, familyId: string) {
  return selectUser(em)
    .where('u.id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('refresh_tokens as t')
          .select('t.id')
          .where('t.family_id', '=', familyId)
          .whereRef('t.user_id', '=', 'u.id')
          .where('t.revoked_at', 'is', null),
      ),
    )
    .executeTakeFirst()
}

/**
 * An account from a sign-up whose address is not verified yet, and that never had a session:
 * password sign-in waits for the link. Accounts signed up before verification was required all had
 * a session at sign-up, so they keep signing in.
 */
export async function awaitsVerification(em: EntityManager, row: UserRow): Promise<boolean> {
  if (row.email_verified) return false
  const session = await typedSql(em)
    .selectFrom('refresh_tokens')
    .select('id')
    .where('user_id', '=', row.id)
    .limit(1)
    .executeTakeFirst()
  return !session
}

export function toAuthUser(row: UserRow): AuthUser {
  return {
    userId: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    loginIds: [row.email],
    tenants: row.tenants.map(({ tenantId }) => ({ tenantId })),
    roles: [...new Set(row.tenants.flatMap((tenant) => tenant.roles))],
    emailVerified: row.email_verified,
  }
}
