import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { formReadyWithoutRender } from './form-ready-without-render'
import { transformedBy } from './pinned-patch-testing'

const moduleFile = createRequire(import.meta.url)
  .resolve('react-hook-form')
  .replace(/index\.cjs\.js$/, 'index.esm.mjs')
const installed = readFileSync(moduleFile, 'utf8')

const patched = (code: string) => transformedBy(formReadyWithoutRender(), code, moduleFile)

describe("the build's patch of React Hook Form's ready state", () => {
  it('sets the state only for a reader of formState.isReady, in the installed library', () => {
    const code = patched(installed)!
    expect(installed).not.toContain('if (control._proxyFormState.isReady)')
    expect(code.match(/if \(control\._proxyFormState\.isReady\) updateFormState\(/g)).toHaveLength(
      1,
    )
    expect(code.length).toBe(installed.length + 'if (control._proxyFormState.isReady) '.length)
  })

  it('stops the build when the library no longer reads as expected', () => {
    expect(() => patched(installed.replace('isReady: true,', 'isReady: !0,'))).toThrow(
      /no longer reads the way form-ready-without-render expects/,
    )
  })

  it('leaves every other module alone', () => {
    expect(transformedBy(formReadyWithoutRender(), installed, '/app/src/main.tsx')).toBeNull()
  })
})
