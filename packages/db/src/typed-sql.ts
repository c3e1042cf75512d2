import type { EntityManager, InferKyselyDB, Kysely } from '@mikro-orm/postgresql'
import type { entities } from './orm-config.ts'

const options = { convertValues: true, processOnCreateHooks: true } as const

/** The tables and columns the entities describe, by their names in SQL. */
export type ShopDatabase = InferKyselyDB<(typeof entities)[number], typeof options>

/**
 * Kysely typed from the entities, on `em`'s connection: inside `em.transactional` its queries run
 * in that transaction. Values are converted as the entity manager converts them (a timestamp
 * column is read as a Date, as its type says), so a column's type is never asserted by hand, and
 * an insert fills ids and creation times as the entity manager does. An update writes only what
 * it names: some keep `updated_at` as it was on purpose.
 */
export function typedSql(em: EntityManager): Kysely<ShopDatabase> {
  return em.getKysely<ShopDatabase>(options)
}
