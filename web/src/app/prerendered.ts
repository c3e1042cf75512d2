import type { seoMessages } from '@shop/domain'

/** What a prerendered page puts in its <head>, besides the shop-wide tags. */
export interface PageMeta {
  title: string
  description: string
}

export interface PrerenderedPage extends PageMeta {
  /** The HTML file's name at build, without extension. */
  file: string
  /** In the sitemap; a page behind sign-in is rendered only to paint sooner, and left out. */
  listed: boolean
}

/** A page's title and description in the catalogue's section for search results and previews. */
export type PageMetaKey = keyof typeof seoMessages.pages

interface PrerenderMark {
  file: string
  meta: PageMetaKey
  listed: boolean
}

/**
 * Marks a route to be rendered to HTML at build; the value of the route's `handle`. The route
 * table is part of the first script, so it names the page's meta rather than carrying its texts:
 * only the build reads them.
 */
export const prerendered = (file: string, meta: PageMetaKey, { listed = true } = {}) => ({
  prerender: { file, meta, listed },
})

export function prerenderMark(handle: unknown): PrerenderMark | undefined {
  if (typeof handle !== 'object' || handle === null || !('prerender' in handle)) return undefined
  return handle.prerender as PrerenderMark
}

/**
 * Marks the root of the page the browser alone draws pages from: it holds the site's frame and a
 * loader to paint while the app's scripts arrive, which the app replaces rather than hydrates.
 */
export const shellAttribute = 'data-shell'
