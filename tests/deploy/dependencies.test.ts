import { spawnSync } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

interface Tree {
  version?: string
  dependencies?: Record<string, Tree>
}

/** Every package a production install (`npm ci --omit=dev`) brings, with its versions. */
function productionPackages(): Map<string, Set<string>> {
  // npm exits 1 for any problem it finds in the tree (an extraneous package, a dev tool's
  // peer range), yet prints the whole tree all the same.
  const listing = spawnSync('npm', ['ls', '--omit=dev', '--all', '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const tree = JSON.parse(listing.stdout) as Tree
  const found = new Map<string, Set<string>>()
  const walk = (node: Tree) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (!found.has(name)) found.set(name, new Set())
      if (child.version) found.get(name)!.add(child.version)
      walk(child)
    }
  }
  walk(tree)
  return found
}

describe('the production dependencies', () => {
  const packages = productionPackages()

  it('hold no network file server, nor the multipart parser that one request crashes', () => {
    expect(['s3rver', 'dicer', 'busboy'].filter((name) => packages.has(name))).toEqual([])
  })

  it('hold fast-xml-parser, which minio reads S3 answers with, only in its current major', () => {
    const majors = [...(packages.get('fast-xml-parser') ?? [])].map((v) => Number(v.split('.')[0]))
    expect(majors.filter((major) => major < 5)).toEqual([])
  })

  it('compile nothing at start', () => {
    expect(packages.has('tsx')).toBe(false)
  })
})
