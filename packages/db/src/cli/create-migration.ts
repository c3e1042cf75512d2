/**
 * Writes a migration for the difference between the entities and the committed migrations: it
 * migrates a scratch database to the latest committed state, diffs it against the entities, and
 * drops it again. Register the new file in migrations/index.ts.
 */
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { dropDatabase, ensureDatabase, migrate, openOrm } from '../database.ts'

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const scratch = new URL(baseUrl)
scratch.pathname = `/migration_scratch_${randomBytes(4).toString('hex')}`
const name = process.argv[2]

await ensureDatabase(scratch.toString())
const orm = await openOrm(scratch.toString())
try {
  await migrate(orm)
  const path = fileURLToPath(new URL('../migrations', import.meta.url))
  const initial = (await orm.migrator.getExecuted()).length === 0
  const result = await orm.migrator.create(path, false, initial, name)
  console.log(result.fileName ? `created ${result.fileName}` : 'no changes')
} finally {
  await orm.close()
  await dropDatabase(scratch.toString())
}
