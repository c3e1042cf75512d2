import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// `npm start` runs this first, on whatever Node the machine has
const script = fileURLToPath(new URL('../../../scripts/check-node.mjs', import.meta.url))
// Debian's own Node, older than the shop needs, where the machine has one
const systemNode = '/usr/bin/node'
const systemMajor = existsSync(systemNode)
  ? Number(execFileSync(systemNode, ['-p', 'process.versions.node']).toString().split('.')[0])
  : undefined

describe('the Node version check before npm start', () => {
  it('lets this Node through without a word', () => {
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' })
    expect([run.status, run.stdout, run.stderr]).toEqual([0, '', ''])
  })

  it.skipIf(systemMajor === undefined || systemMajor >= 22)(
    'stops an older Node with one line saying how to get Node 22 into .tools/',
    () => {
      const run = spawnSync(systemNode, [script], { encoding: 'utf8' })
      expect(run.status).toBe(1)
      expect(run.stdout).toBe('')
      expect(run.stderr.trim().split('\n')).toHaveLength(1)
      expect(run.stderr).toMatch(/needs Node 22\.17\.0 or later, and this is Node \d+\./)
      // The copy of Node 22 that .ci/run uses, with the two commands that get it and use it
      const node = `node-${process.platform}-${process.arch}`
      expect(run.stderr).toContain(`npm install --prefix .tools --no-save ${node}@22`)
      expect(run.stderr).toContain(`export PATH="$PWD/.tools/node_modules/${node}/bin:$PATH"`)
    },
  )
})
