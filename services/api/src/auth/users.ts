import type { EntityManager } from '@mikro-orm/postgresql'
import type { AuthUser } from '@shop/domain'

interface UserRow {
  id: string
  email: string
  name: string | null
  phone: string | null
  password_hash: string
  deleted: boolean
  email_verified: boolean
  tenants: { tenantId: string; roles: string[] }[]
}

const selectUser = `
  select u.id, u.email, u.name, u.phone, u.password_hash, u.deleted_at is not null as deleted,
    u.email_verified_at is not null as email_verified,
    coalesce(json_agg(json_build_object('tenantId', m.tenant_id, 'roles', m.roles))
      filter (where m.id is not null), '[]') as tenants
  from users u left join tenant_memberships m on m.user_id = u.id`

export async function findActiveUserByEmail(em: EntityManager, email: string) {
  const [row] = await em.execute<UserRow[]>(
    `${selectUser} where u.email = ? and u.deleted_at is null group by u.id`,
    [email],
  )
  return row
}

export async function findUserById(em: EntityManager, id: string) {
  const [row] = await em.execute<UserRow[]>(`${selectUser} where u.id = ? group by u.id`, [id])
  return row
}

/**
 * The user of a session token, in one round trip: only while the session (its refresh-token
 * family) has an unrevoked row and the account is not deleted. Every revocation marks all of a
 * family's rows, so one unrevoked row is enough; kept in the database so every API replica sees a
 * logout at once.
 */
export async function findSessionUser(em: EntityManager, userId: string, familyId: string) {
  const [row] = await em.execute<UserRow[]>(
    `${selectUser} where u.id = ? and u.deleted_at is null and exists (
       select 1 from refresh_tokens t where t.family_id = ? and t.user_id = u.id and t.revoked_at is null)
     group by u.id`,
    [userId, familyId],
  )
  return row
}

/**
 * An account from a sign-up whose address is not verified yet, and that never had a session:
 * password sign-in waits for the link. Accounts signed up before verification was required all had
 * a session at sign-up, so they keep signing in.
 */
export async function awaitsVerification(em: EntityManager, row: UserRow): Promise<boolean> {
  if (row.email_verified) return false
  const [session] = await em.execute(`select 1 from refresh_tokens where user_id = ? limit 1`, [
    row.id,
  ])
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
