import type { MikroORM } from '@mikro-orm/postgresql'
import { randomBytes } from 'node:crypto'
import { dropDatabase, ensureDatabase, migrate, openOrm } from './database.ts'

export interface TestDatabase {
  url: string
  orm: MikroORM
  drop(): Promise<void>
}

/**
 * A migrated database of the test's own on the real PostgreSQL server, dropped afterwards. Each
 * suite gets its own because schema changes in a shared database would wipe other suites' tables.
 */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const server = new URL(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  )
  server.pathname = `/test_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`
  const url = server.toString()
  await ensureDatabase(url)
  const orm = await openOrm(url)
  await migrate(orm)
  return {
    url,
    orm,
    async drop() {
      await orm.close()
      await dropDatabase(url)
    },
  }
}
