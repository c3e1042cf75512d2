/** What a prerendered page puts in its <head>, besides the shop-wide tags. */
export interface PageMeta {
  title: string
  description: string
}

export interface PrerenderedPage extends PageMeta {
  /** The HTML file's name at build, without extension. */
  file: string
}

/** Marks a route to be rendered to HTML at build; the value of the route's `handle`. */
export const prerendered = (file: string, meta: PageMeta) => ({ prerender: { file, ...meta } })

export function prerenderedPage(handle: unknown): PrerenderedPage | undefined {
  if (typeof handle !== 'object' || handle === null || !('prerender' in handle)) return undefined
  return handle.prerender as PrerenderedPage
}
