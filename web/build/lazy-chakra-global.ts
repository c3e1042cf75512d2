import { chakraSystemModule, pinnedPatch } from './pinned-patch'

const eagerGlobal = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
const returnedGlobal = /\n(\s*)_global,\n/

/**
 * Chakra's createSystem builds the page-wide styles (reset, global rules, every token as a CSS
 * variable) as it creates the system, which is most of that step: about 90 ms on a phone's start.
 * A page rendered at build already has those styles in its HTML and never asks for them, so they
 * are built when first read instead.
 */
export const lazyChakraGlobal = () =>
  pinnedPatch('lazy-chakra-global', chakraSystemModule, (code) =>
    code.includes(eagerGlobal) && returnedGlobal.test(code)
      ? code
          .replace(
            eagerGlobal,
            'let _global;\n  const globalStyles = () => (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
          )
          .replace(returnedGlobal, '\n$1get _global() { return globalStyles(); },\n')
      : null,
  )
