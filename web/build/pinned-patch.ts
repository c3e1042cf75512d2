import type { Plugin } from 'vite'

/**
 * A plugin that rewrites one module of a pinned dependency. `patch` answers the new code, or null
 * when the code no longer reads as it expects: the build then stops, rather than silently going on
 * with the dependency's own behaviour after an upgrade.
 */
export function pinnedPatch(
  name: string,
  module: RegExp,
  patch: (code: string) => string | null,
  enforce: 'pre' | 'post' = 'pre',
): Plugin {
  return {
    name,
    enforce,
    transform(code, id) {
      if (!module.test(id)) return null
      const patched = patch(code)
      if (patched === null) throw new Error(`${id} no longer reads the way ${name} expects`)
      return patched
    },
  }
}

/** Chakra's module that creates a system, which two patches rewrite. */
export const chakraSystemModule =
  /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/
