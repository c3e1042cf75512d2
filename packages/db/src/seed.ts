import type { EntityManager } from '@mikro-orm/postgresql'
import { he, settingDefaults } from '@shop/domain'
import { hashPassword, verifyPassword } from './users/password.ts'

export interface SeedOptions {
  adminTenantId: string
  adminEmail?: string
  adminPassword?: string
}

export interface SeedResult {
  admin?: { email: string; created: boolean }
}

/** Idempotent: safe on every start. Adds what is missing and never overwrites a manager's edits. */
export async function seed(em: EntityManager, options: SeedOptions): Promise<SeedResult> {
  const connection = em.getConnection()
  for (const [key, value] of Object.entries(settingDefaults)) {
    await connection.execute(
      `insert into settings (key, value, updated_at) values (?, ?, now()) on conflict (key) do nothing`,
      [key, value],
    )
  }
  await connection.execute(
    `insert into counters (name, value) values ('receipt_number', 0), ('credit_number', 0)
     on conflict (name) do nothing`,
  )
  if (!options.adminEmail || !options.adminPassword) return {}
  return {
    admin: await seedAdmin(em, options.adminTenantId, options.adminEmail, options.adminPassword),
  }
}

async function seedAdmin(em: EntityManager, tenantId: string, email: string, password: string) {
  const connection = em.getConnection()
  const normalized = email.trim().toLowerCase()
  const [existing] = await connection.execute<{ id: string; password_hash: string }[]>(
    `select id, password_hash from users where email = ? and deleted_at is null`,
    [normalized],
  )
  let userId = existing?.id
  if (!existing) {
    const [inserted] = await connection.execute<{ id: string }[]>(
      // The operator configured the address, so it needs no verification link
      `insert into users (id, email, password_hash, name, email_verified_at, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, ?, now(), now(), now())
       on conflict do nothing returning id`,
      [normalized, await hashPassword(password), he.auth.adminNameFallback],
    )
    userId = inserted?.id
  } else if (!(await verifyPassword(password, existing.password_hash))) {
    // ADMIN_PASSWORD is the operator's source of truth for this one account.
    await connection.execute(
      `update users set password_hash = ?, updated_at = now() where id = ?`,
      [await hashPassword(password), existing.id],
    )
  }
  if (!userId) return seedAdmin(em, tenantId, email, password)
  await connection.execute(
    `insert into tenant_memberships (id, user_id, tenant_id, roles, created_at)
     values (gen_random_uuid(), ?, ?, '{admin}', now()) on conflict (user_id, tenant_id) do nothing`,
    [userId, tenantId],
  )
  return { email: normalized, created: !existing }
}
