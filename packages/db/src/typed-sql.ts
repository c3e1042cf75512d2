import type { EntityManager, InferKyselyDB, Kysely } from '@mikro-orm/postgresql'
import type { ColumnType } from 'kysely'
import type { entities } from './orm-config.ts'

const options = { processOnCreateHooks: true } as const

/**
 * A value as the driver reads it: the ORM has PostgreSQL's driver keep timestamps in their text
 * form, and 64-bit integers come as text too. Written, a Date or that text both do.
 */
type Read<T> = T extends Date | bigint ? string : T
type Written<T> = T extends Date | bigint ? T | string : T
type AsDriverReads<Column> = [Column] extends [ColumnType<infer S, infer I, infer U>]
  ? ColumnType<Read<S>, Written<I>, Written<U>>
  : ColumnType<Read<Column>, Written<Column>, Written<Column>>

/** The tables and columns the entities describe, by their names in SQL, as the driver reads them. */
export type ShopDatabase = {
  [Table in keyof EntityTables]: {
    [Column in keyof EntityTables[Table]]: AsDriverReads<EntityTables[Table][Column]>
  }
}
type EntityTables = InferKyselyDB<(typeof entities)[number], typeof options>

/**
 * Kysely typed from the entities, on `em`'s connection: inside `em.transactional` its queries run
 * in that transaction, so a column's type is never asserted by hand. An insert fills ids and
 * creation times as the entity manager does; an update writes only what it names, since some
 * keep `updated_at` as it was on purpose. Values are not converted (the plugin's conversion picks
 * a column's type by its name alone, whichever table it comes from), hence `AsDriverReads`.
 */
export function typedSql(em: EntityManager): Kysely<ShopDatabase> {
  return em.getKysely<ShopDatabase>(options)
}
