import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The entity manager's `execute` with SQL text or a row type given by hand (`execute<Row[]>(`),
 * and a row cast with `as` (`row as …`, `as SomethingRow`). Kysely's own `execute()` takes no
 * argument, and a `sql` template's `execute(db)` follows the template's closing backtick.
 */
const rawQueries: { name: string; pattern: RegExp }[] = [
  { name: 'execute<…>(', pattern: /\.execute\s*</ },
  { name: 'execute(SQL)', pattern: /(?<!`)\.execute\s*\(\s*[^)\s]/ },
  { name: 'row cast', pattern: /\brows?\s+as\s+[A-Z{[]|\bas\s+\w*Rows?\b/ },
]

describe('queries', () => {
  it('go through Kysely typed from the entities or the entity manager, with no row typed by hand', async () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url))
    const found: string[] = []
    for (const folder of ['packages', 'services']) {
      for (const file of await sourceFiles(join(root, folder))) {
        const path = relative(root, file)
        const text = await readFile(file, 'utf8')
        const hits = rawQueries.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name)
        if (hits.length) found.push(`${path}: ${hits.join(', ')}`)
      }
    }
    expect(found).toEqual([])
  })

  it('are found by the scan when written the old way', () => {
    const old = [
      'const [row] = await em.execute<{ id: string }[]>(`select id from users`)',
      "await tx.execute('update users set name = null')",
      'const rows = await em\n  .fork()\n  .execute(`select 1`)',
      'return row as UserRow',
    ]
    for (const text of old) {
      expect(
        rawQueries.some(({ pattern }) => pattern.test(text)),
        text,
      ).toBe(true)
    }
    const typed = [
      "await db.selectFrom('users').select('id').execute()",
      'await sql`select pg_notify(${channel}, ${payload})`.execute(db)',
      "const row = await db.selectFrom('users').select('id').executeTakeFirst()",
    ]
    for (const text of typed) {
      expect(
        rawQueries.some(({ pattern }) => pattern.test(text)),
        text,
      ).toBe(false)
    }
  })
})

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter(
      (entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes('node_modules') && !file.includes('/migrations/'))
}
