import type { MikroORM } from '@mikro-orm/postgresql'
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { access, mkdtemp, readdir, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { dropDatabase, ensureDatabase, migrate, openOrm } from './database.ts'

const execFileAsync = promisify(execFile)

export interface TestDatabase {
  url: string
  orm: MikroORM
  drop(): Promise<void>
}

/**
 * A migrated database of the test's own on the real PostgreSQL server, dropped afterwards. Each
 * suite gets its own because schema changes in a shared database would wipe other suites' tables.
 */
export async function createTestDatabase(
  label: string,
  serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
): Promise<TestDatabase> {
  const server = new URL(serverUrl)
  server.pathname = `/test_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`
  const url = server.toString()
  await ensureDatabase(url)
  const orm = await openOrm(url)
  await migrate(orm)
  return {
    url,
    orm,
    async drop() {
      await orm.close()
      await dropDatabase(url)
    },
  }
}

/** A port nothing listens on right now, for a server the test starts itself. */
export async function unusedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

export interface PostgresCluster {
  /** The server's maintenance database: hand it to createTestDatabase. */
  url: string
  /** Stops the server as a crash would: clients lose their connections at once. */
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops the server if it runs and deletes its files. */
  remove(): Promise<void>
}

/** The newest installed server's binaries (Debian keeps each major version apart), else PATH. */
async function postgresBinaries(): Promise<string> {
  const root = '/usr/lib/postgresql'
  const versions = await readdir(root).catch(() => [])
  for (const version of versions.sort((a, b) => Number(b) - Number(a))) {
    const bin = join(root, version, 'bin')
    if (
      await access(join(bin, 'initdb')).then(
        () => true,
        () => false,
      )
    )
      return bin
  }
  return ''
}

/**
 * A throw-away PostgreSQL server of the test's own, on a free port, so a test can take the
 * database away mid-request without touching the shared server. PostgreSQL refuses to run as
 * root, so under root its files belong to the `postgres` user and the binaries run as that user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = await postgresBinaries()
  const tool = (name: string) => (bin ? join(bin, name) : name)
  const asRoot = process.getuid?.() === 0
  const run = (name: string, args: string[]) =>
    asRoot
      ? execFileAsync('runuser', ['-u', 'postgres', '--', tool(name), ...args])
      : execFileAsync(tool(name), args)
  const directory = await mkdtemp(join(tmpdir(), 'shop-pg-'))
  if (asRoot) await execFileAsync('chown', ['postgres:postgres', directory])
  const data = join(directory, 'data')
  const port = await unusedPort()
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off`
  let running = false
  const start = async () => {
    await run('pg_ctl', ['start', '-w', '-D', data, '-l', join(directory, 'log'), '-o', options])
    running = true
  }
  const stop = async () => {
    await run('pg_ctl', ['stop', '-w', '-D', data, '-m', 'immediate'])
    running = false
  }
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      if (running) await stop()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
