import { once } from 'node:events'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProcess } from './child-processes.ts'

let dir: string
let entry: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'launcher-env-'))
  entry = join(dir, 'print-env.mjs')
  // What the child saw, written where the test can read it (its output goes to the terminal)
  await writeFile(
    entry,
    `import { writeFileSync } from 'node:fs'
const { SHOP_FROM_FILE, SHOP_IN_BOTH, SHOP_OUT } = process.env
writeFileSync(SHOP_OUT, JSON.stringify({ SHOP_FROM_FILE, SHOP_IN_BOTH }))
`,
  )
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function seenByChild(env: Record<string, string>, envFile: string) {
  const out = join(dir, `out-${Math.random()}.json`)
  const child = startProcess(entry, { ...process.env, ...env, SHOP_OUT: out }, [], envFile)
  const [code] = (await once(child, 'exit')) as [number | null]
  expect(code).toBe(0)
  return JSON.parse(await readFile(out, 'utf8')) as Record<string, string | undefined>
}

describe('startProcess', () => {
  it('loads .env into the process, real environment variables winning', async () => {
    const envFile = join(dir, '.env')
    await writeFile(envFile, 'SHOP_FROM_FILE=from-file\nSHOP_IN_BOTH=from-file\n')
    expect(await seenByChild({ SHOP_IN_BOTH: 'from-environment' }, envFile)).toEqual({
      SHOP_FROM_FILE: 'from-file',
      SHOP_IN_BOTH: 'from-environment',
    })
  })

  it('runs without a .env file', async () => {
    expect(await seenByChild({ SHOP_IN_BOTH: 'set' }, join(dir, 'missing.env'))).toEqual({
      SHOP_IN_BOTH: 'set',
    })
  })
})
