import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoTimestampSql } from './iso-timestamps.ts'
import { createTestDatabase, type TestDatabase } from './testing.ts'

let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase('iso_timestamps')
})
afterAll(() => db?.drop())

describe('isoTimestampSql', () => {
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
    const rows = await db.orm.em.fork().transactional(async (em) => {
      await em.execute(`set local time zone 'Asia/Jerusalem'`)
      return em.execute<{ written: string | null; iso: string | null }[]>(
        `select t::text as written, ${isoTimestampSql('t')} as iso from unnest(?::timestamptz[]) as t`,
        [`{${[...written.map((value) => `"${value}"`), 'null'].join(',')}}`],
      )
    })
    expect(rows).toHaveLength(written.length + 1)
    for (const row of rows)
      expect(row.iso).toBe(row.written === null ? null : new Date(row.written).toISOString())
  })
})
