import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { transformedBy } from './pinned-patch-testing'
import { reactRouterUnusedDropped } from './react-router-production'

const productionDir = join(
  dirname(fileURLToPath(import.meta.resolve('react-router'))).replace(/development$/, 'production'),
)
const chunks = readdirSync(productionDir)
  .filter((name) => /^chunk-\w+\.mjs$/.test(name))
  .map((name) => ({
    id: join(productionDir, name),
    code: readFileSync(join(productionDir, name), 'utf8'),
  }))
const components = chunks.find(({ code }) => code.includes('var Link = '))!

const patched = (code: string, id = components.id) =>
  transformedBy(reactRouterUnusedDropped(), code, id)

describe("the build's patch of React Router's production chunks", () => {
  it('marks the components and contexts pure and drops their names, in the installed library', () => {
    const code = patched(components.code)!
    expect(components.code).toMatch(/^NavLink\.displayName = "NavLink";$/m)
    expect(code).not.toMatch(/^\w+\.displayName = "/m)
    expect(code).toMatch(/^var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m)
    expect(code).toMatch(/^var LocationContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m)
    // The one top-level property the router reads stays
    expect(code).toContain('RenderErrorBoundary.contextType = RSCRouterContext;')
  })

  it('leaves its other chunks as they are', () => {
    const others = chunks.filter((chunk) => chunk !== components)
    expect(others.length).toBeGreaterThan(0)
    for (const { id, code } of others) expect(patched(code, id)).toBe(code)
  })

  it('stops the build when the library no longer reads as expected', () => {
    const renamed = components.code.replace(/^(\w+)\.displayName = /gm, '$1.name = ')
    expect(() => patched(renamed)).toThrow(/no longer reads the way react-router-unused-dropped/)
  })

  it('leaves every other module alone', () => {
    expect(patched(components.code, '/app/src/main.tsx')).toBeNull()
  })
})
