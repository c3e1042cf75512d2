import createCache from '@emotion/cache'

/**
 * Where a prerendered page's styles begin: the cache takes over the page's style tags in place
 * from there (they carry emotion's mark for tags already inserted), where by default it would move
 * each to the end of the head, and moving style sheets has the browser restyle the whole page.
 */
const prerenderedStylesStart = () =>
  typeof document === 'undefined'
    ? undefined
    : (document.querySelector('style[data-emotion^="css "]')?.previousElementSibling ?? undefined)

/**
 * The style cache for the page and for its prerendering alike. Every browser the shop supports
 * reads unprefixed CSS, so stylis' vendor prefixer is left out: it doubled every keyframe and
 * many rules of the styles each prerendered page carries inline.
 */
export const createEmotionCache = () =>
  createCache({
    key: 'css',
    stylisPlugins: [],
    insertionPoint: prerenderedStylesStart() as HTMLElement | undefined,
  })
