import type { Plugin } from 'vite'

const systemModule = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/
const eagerGlobal = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
const returnedGlobal = /\n(\s*)_global,\n/

/**
 * Chakra's createSystem builds the page-wide styles (reset, global rules, every token as a CSS
 * variable) as it creates the system, which is most of that step: about 90 ms on a phone's start.
 * A page rendered at build already has those styles in its HTML and never asks for them, so they
 * are built when first read instead. Chakra is pinned; a release that changes these lines stops
 * the build rather than silently building them eagerly again.
 */
export function lazyChakraGlobal(): Plugin {
  return {
    name: 'lazy-chakra-global',
    enforce: 'pre',
    transform(code, id) {
      if (!systemModule.test(id)) return null
      if (!code.includes(eagerGlobal) || !returnedGlobal.test(code)) {
        throw new Error(
          `${id} no longer builds its global styles the way lazy-chakra-global expects`,
        )
      }
      return code
        .replace(
          eagerGlobal,
          'let _global;\n  const globalStyles = () => (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
        )
        .replace(returnedGlobal, '\n$1get _global() { return globalStyles(); },\n')
    },
  }
}
