import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { isoTimestamp } from './iso-timestamps.ts'
import { createTestDatabase, type TestDatabase } from './testing.ts'
import { typedSql } from './typed-sql.ts'

let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase('iso_timestamps')
})
afterAll(() => db?.drop())

describe('isoTimestamp', () => {
  it('writes what toISOString writes of the same instant, and null as null', async () => {
    // Microseconds beyond the millisecond, offsets other than UTC, a year's last instant
    const written = [
      '2026-11-22 14:21:55.81+00',
      '2026-11-22 14:21:55.999999+00',
      '2026-03-27 01:59:59.123456+02',
      '1999-12-31 23:59:59.9995-05',
      '2026-01-01 00:00:00+03',
    ]
    // In a session whose time zone is not UTC, as a server's may be
    const instants = `{${[...written.map((value) => `"${value}"`), 'null'].join(',')}}`
    const rows = await db.orm.em.fork().transactional(async (em) => {
      const tx = typedSql(em)
      await sql`set local time zone 'Asia/Jerusalem'`.execute(tx)
      return tx
        .selectFrom(sql<{ t: Date | null }>`unnest(${instants}::timestamptz[])`.as('t'))
        .select((eb) => [
          eb.cast<string | null>('t', 'text').as('written'),
          isoTimestamp(eb.ref('t')).as('iso'),
        ])
        .execute()
    })
    expect(rows).toHaveLength(written.length + 1)
    for (const row of rows)
      expect(row.iso).toBe(row.written === null ? null : new Date(row.written).toISOString())
  })
})
