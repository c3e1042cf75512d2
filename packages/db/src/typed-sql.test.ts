import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from './testing.ts'
import { typedSql } from './typed-sql.ts'

let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase('typed_sql')
})
afterAll(() => db?.drop())

describe('typedSql', () => {
  it('runs in the transaction of the entity manager it was given', async () => {
    const key = 'typed_sql_probe'
    await db.orm.em
      .fork()
      .transactional(async (tx) => {
        await typedSql(tx).insertInto('settings').values({ key, value: '1' }).execute()
        const inside = await typedSql(tx)
          .selectFrom('settings')
          .select('key')
          .where('key', '=', key)
          .execute()
        expect(inside).toEqual([{ key }])
        // The pool's other connections see nothing until the transaction commits
        const outside = await typedSql(tx.fork())
          .selectFrom('settings')
          .select('key')
          .where('key', '=', key)
          .execute()
        expect(outside).toEqual([])
        throw new Error('roll back')
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'))
    const after = await typedSql(db.orm.em.fork())
      .selectFrom('settings')
      .select('key')
      .where('key', '=', key)
      .execute()
    expect(after).toEqual([])
  })

  it('reads a timestamp column as the text its type promises', async () => {
    const [row] = await typedSql(db.orm.em.fork())
      .selectFrom('map_texts')
      .select('updated_at')
      .limit(1)
      .execute()
    expect(typeof row?.updated_at).toBe('string')
    expect(Number.isNaN(Date.parse(row?.updated_at ?? ''))).toBe(false)
  })
})
