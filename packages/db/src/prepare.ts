import type { Env } from '@shop/config'
import { businessDetailsComplete } from '@shop/domain'
import { ensureDatabase, migrate, openOrm } from './database.ts'
import { readSettings } from './read-settings.ts'
import { seed, type SeedResult } from './seed.ts'

type DatabaseEnv = Pick<Env, 'DATABASE_URL' | 'ADMIN_TENANT_ID' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>

export interface PreparedDatabase extends SeedResult {
  created: boolean
  applied: string[]
  /** Whether invoices can name the business yet; the launcher warns while they cannot. */
  businessDetailsComplete: boolean
}

/** Creates the database when missing, migrates it and seeds it: what every fresh start needs. */
export async function prepareDatabase(env: DatabaseEnv): Promise<PreparedDatabase> {
  const { created } = await ensureDatabase(env.DATABASE_URL)
  const orm = await openOrm(env.DATABASE_URL)
  try {
    const applied = await migrate(orm)
    const seeded = await seed(orm.em.fork(), {
      adminTenantId: env.ADMIN_TENANT_ID,
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
    })
    const settings = await readSettings(orm.em.fork())
    return {
      created,
      applied,
      ...seeded,
      businessDetailsComplete: businessDetailsComplete(settings),
    }
  } finally {
    await orm.close()
  }
}
