import { typedSql } from '@shop/db'
import { createTestDatabase, type TestDatabase } from '@shop/db/testing'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailRetryAt } from './email-log.ts'

let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase('email_retries')
})
afterAll(() => db?.drop())

describe('a failed e-mail’s next try', () => {
  it('waits twice as long after each job that gave up, at most an hour, within the days', async () => {
    const retryAt = emailRetryAt({ attempts: 8, backoffMs: 2000, retryDays: 3 })
    // Rows shaped like the e-mail log's, made up in the statement.
    const waits = await sql<{ wait: number | null }>`
      select round(extract(epoch from (${retryAt}) - now()))::int as wait
      from (values (1, 8, now()), (2, 16, now()), (3, 24, now()), (4, 80, now()),
        (5, 16, now() - interval '71 hours 55 minutes'), (6, 8, now() - interval '3 days'))
        as email_log(position, attempts, created_at)
      order by position`.execute(typedSql(db.orm.em.fork()))
    // The job's own last wait was 2 s × 2⁶ = 128 s.
    expect(waits.rows.map((row) => row.wait)).toEqual([256, 512, 1024, 3600, null, null])
  })
})
