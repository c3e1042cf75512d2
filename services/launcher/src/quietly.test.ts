import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const script = fileURLToPath(new URL('../../../scripts/quietly.mjs', import.meta.url))
const packageJson = fileURLToPath(new URL('../../../package.json', import.meta.url))

/** The wrapper around a Node one-liner standing in for the build. */
const quietly = (program: string) =>
  spawnSync(process.execPath, [script, process.execPath, '-e', program], { encoding: 'utf8' })

// A build's chatter: a progress line per module, and a warning on stderr
const chatter =
  "for (let i = 0; i < 500; i++) console.log('transforming module ' + i); " +
  "console.error('a warning about the config loader')"

describe('the build before npm start', () => {
  it('runs through the wrapper, so only its lines come before the shop’s', () => {
    const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(scripts.start).toMatch(/^node scripts\/quietly\.mjs npm run build && /)
  })

  it('says in two lines that it built, and nothing of what the build printed', () => {
    const run = quietly(chatter)
    expect(run.status).toBe(0)
    expect(run.stderr).toBe('')
    const lines = run.stdout.trim().split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(/: done in \d+ s$/)
  })

  it('shows everything the build printed, and its exit code, when it fails', () => {
    const run = quietly(
      `${chatter}; console.error('Could not resolve ./missing'); process.exitCode = 3`,
    )
    expect(run.status).toBe(3)
    expect(run.stderr).toContain('transforming module 499')
    expect(run.stderr).toContain('a warning about the config loader')
    expect(run.stderr).toContain('Could not resolve ./missing')
    expect(run.stderr.trim().split('\n').at(-1)).toMatch(
      /failed \(exit code 3\); its output is above\.$/,
    )
  })
})
