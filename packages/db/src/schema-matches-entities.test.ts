import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from './testing.ts'

let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase('schema_diff')
})
afterAll(() => db?.drop())

describe('the entities', () => {
  // Queries are typed from the entities: a column they describe wrongly would compile and fail
  // only when it runs. The schema generator's diff lists every difference as the SQL to fix it.
  it('describe the schema the migrations build, with nothing to change', async () => {
    expect(await db.orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('')
  })
})
