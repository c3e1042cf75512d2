import type { EntityManager } from '@mikro-orm/postgresql'
import { he, settingDefaults } from '@shop/domain'
import { sql } from 'kysely'
import { typedSql } from './typed-sql.ts'
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
  const db = typedSql(em)
  for (const [key, value] of Object.entries(settingDefaults)) {
    await db
      .insertInto('settings')
      .values({ key, value, updated_at: sql`now()` })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute()
  }
  await db
    .insertInto('counters')
    .values([
      { name: 'receipt_number', value: 0 },
      { name: 'credit_number', value: 0 },
    ])
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
  if (!options.adminEmail || !options.adminPassword) return {}
  return {
    admin: await seedAdmin(em, options.adminTenantId, options.adminEmail, options.adminPassword),
  }
}

async function seedAdmin(em: EntityManager, tenantId: string, email: string, password: string) {
  const db = typedSql(em)
  const normalized = email.trim().toLowerCase()
  const existing = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', normalized)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  let userId = existing?.id
  if (!existing) {
    const inserted = await db
      .insertInto('users')
      .values({
        id: sql`gen_random_uuid()`,
        email: normalized,
        password_hash: await hashPassword(password),
        name: he.auth.adminNameFallback,
        // The operator configured the address, so it needs no verification link
        email_verified_at: sql`now()`,
        created_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst()
    userId = inserted?.id
  } else if (!(await verifyPassword(password, existing.password_hash))) {
    // ADMIN_PASSWORD is the operator's source of truth for this one account.
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password), updated_at: sql`now()` })
      .where('id', '=', existing.id)
      .execute()
  }
  if (!userId) return seedAdmin(em, tenantId, email, password)
  await db
    .insertInto('tenant_memberships')
    .values({
      id: sql`gen_random_uuid()`,
      user_id: userId,
      tenant_id: tenantId,
      roles: ['admin'],
      created_at: sql`now()`,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'tenant_id']).doNothing())
    .execute()
  return { email: normalized, created: !existing }
}
