import { existsSync } from 'node:fs'
import { sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Alias } from 'vite'
import { pinnedPatch } from './pinned-patch'

const development = `${sep}dist${sep}development${sep}`
const production = `${sep}dist${sep}production${sep}`

/**
 * React Router 7's package sends every import to its development build, in production bundles too
 * (remix-run/react-router#14102): its development warnings then check each navigation and ship in
 * the first script of every page. Its production build is published beside it; these aliases point
 * the app's imports there, and the build stops if an upgrade moves either.
 */
export function reactRouterProductionBuild(): Alias[] {
  return ['react-router', 'react-router/dom'].map((specifier) => {
    const resolved = fileURLToPath(import.meta.resolve(specifier))
    const replacement = resolved.replace(development, production)
    if (replacement === resolved || !existsSync(replacement)) {
      throw new Error(`${specifier} has no production build beside ${resolved}`)
    }
    return { find: new RegExp(`^${specifier}$`), replacement }
  })
}

const productionChunk = /react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/
// The module that declares the router's components, among the chunks of its production build
const componentsDeclared = /^var Link = React\d*\.forwardRef\(/m
const topLevelComponent = /^var (\w+) = (React\d*\.(?:forwardRef|createContext|memo)\()/gm
const topLevelDisplayName = /^\w+\.displayName = "[^"]*";\n/gm

/**
 * The router's components and contexts are created at the top of its module, each then given a
 * `displayName`: to a bundler, statements with effects, so every page's first script carried the
 * ones the shop never draws (its Form, NavLink and data-router machinery), 1.7 KB compressed.
 * Marked pure and without the names (read only by React's developer tools), the unused ones drop.
 */
export const reactRouterUnusedDropped = () =>
  pinnedPatch('react-router-unused-dropped', productionChunk, (code) => {
    if (!componentsDeclared.test(code)) return code
    const names = code.match(topLevelDisplayName)?.length ?? 0
    const components = code.match(topLevelComponent)?.length ?? 0
    if (names < 10 || components < 10) return null
    return code
      .replace(topLevelDisplayName, '')
      .replace(topLevelComponent, 'var $1 = /* @__PURE__ */ $2')
  })
