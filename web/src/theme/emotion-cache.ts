import createCache from '@emotion/cache'

const key = 'css'

/** The attribute a prerendered page's style tags carry the names of their styles in. */
export const prerenderedStylesAttribute = 'data-prerendered'

/**
 * The style cache for the page and for its prerendering alike. A prerendered page's style tags
 * are left where they are, untouched: the cache is told which styles they hold, so it inserts only
 * new ones, after them. Handed the tags instead, emotion would take each out and put it back, and
 * the browser restyles the whole page for that: a long task on a phone while the app starts. Every
 * browser the shop supports reads unprefixed CSS, so stylis' vendor prefixer is left out: it
 * doubled every keyframe and many rules of the styles each prerendered page carries inline.
 */
export function createEmotionCache() {
  const prerendered =
    typeof document === 'undefined'
      ? []
      : [...document.querySelectorAll<HTMLStyleElement>(`style[${prerenderedStylesAttribute}]`)]
  const cache = createCache({ key, stylisPlugins: [], insertionPoint: prerendered.at(-1) })
  for (const tag of prerendered) {
    // "css 1x0kfe4 zc1oi5 …": the cache's key, then the names of the styles the tag holds. The
    // page-wide ones ("css-global …") are Chakra's global styles, which this cache never inserts.
    const [tagKey, ...names] = tag.getAttribute(prerenderedStylesAttribute)!.split(' ')
    if (tagKey === key) for (const name of names) cache.inserted[name] = true
  }
  return cache
}
