import { existsSync } from 'node:fs'
import { sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Alias } from 'vite'

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
