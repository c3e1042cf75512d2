import { MikroORM } from '@mikro-orm/postgresql'
import pg from 'pg'
import { ormConfig } from './orm-config.ts'

/** Connects to the server's maintenance database to create `databaseUrl`'s database when missing. */
export async function ensureDatabase(databaseUrl: string): Promise<{ created: boolean }> {
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.slice(1))
  if (!/^[\w-]+$/.test(name)) throw new Error(`Unsupported database name: ${name}`)
  const maintenance = new URL(databaseUrl)
  maintenance.pathname = '/postgres'
  const client = new pg.Client({ connectionString: maintenance.toString() })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount) return { created: false }
    await client.query(`create database "${name}"`)
    return { created: true }
  } catch (error) {
    // Two processes starting together may race to create it; the loser finds it there.
    if ((error as { code?: string }).code === '42P04') return { created: false }
    throw error
  } finally {
    await client.end()
  }
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.slice(1))
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name}" with (force)`)
  } finally {
    await client.end()
  }
}

export function openOrm(databaseUrl: string): Promise<MikroORM> {
  return MikroORM.init(ormConfig(databaseUrl))
}

/** Runs pending migrations; returns the names of those applied. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up()
  return applied.map((migration) => migration.name)
}
