import createCache from '@emotion/cache'

/**
 * The style cache for the page and for its prerendering alike. Every browser the shop supports
 * reads unprefixed CSS, so stylis' vendor prefixer is left out: it doubled every keyframe and
 * many rules of the styles each prerendered page carries inline.
 */
export const createEmotionCache = () => createCache({ key: 'css', stylisPlugins: [] })
