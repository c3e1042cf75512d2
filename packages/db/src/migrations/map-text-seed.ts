import { raw } from '@mikro-orm/core'
import type { Migration } from '@mikro-orm/migrations'
import { numerologyInterpretations, numerologyAspects } from '@shop/domain'

/**
 * Adds the shop's text for every aspect and value of the registry that has no row yet, and
 * leaves existing rows alone: a migration that comes with a newly written aspect calls this
 * again to seed it the same way.
 */
export function insertMissingMapTexts(migration: Migration): void {
  for (const aspect of numerologyAspects) {
    for (const [value, { heading, text }] of Object.entries(
      numerologyInterpretations[aspect].numbers,
    )) {
      migration.addSql(
        raw(
          `insert into "map_texts" ("aspect", "number", "heading", "text") values (?, ?, ?, ?)
             on conflict ("aspect", "number") do nothing`,
          [aspect, Number(value), heading, text],
        ),
      )
    }
  }
}
