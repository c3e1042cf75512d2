import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createTestApp } from './testing.ts'

const label = `startfails${process.pid}`

async function databasesNamed(prefix: string): Promise<string[]> {
  const admin = new pg.Client('postgres://postgres@127.0.0.1:5432/postgres')
  await admin.connect()
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${prefix}%`],
    )
    return rows.map((row) => row.datname)
  } finally {
    await admin.end()
  }
}

describe('createTestApp', () => {
  it('leaves no database or folder behind when its start-up fails', async () => {
    // A setting that does not parse fails the start after the database and folder were made.
    await expect(createTestApp(label, { env: { PORT: 'not a port' } })).rejects.toThrow(/PORT/)

    expect(await databasesNamed(`test_${label}_`)).toEqual([])
    const folders = await readdir(tmpdir())
    expect(folders.filter((name) => name.startsWith(`shop-data-${label}-`))).toEqual([])
  })
})
