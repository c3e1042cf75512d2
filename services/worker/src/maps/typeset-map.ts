import type { MapBrowser } from './map-browser.ts'
import { mapHtml, type MapDocument } from './map-html.ts'
import { headingPages } from './section-pages.ts'

/**
 * Prints a map twice: the first printing tells on which page each section starts, and the second
 * writes those pages in the contents. Both lay out the same (see mapHtml's contents).
 */
export async function typesetMap(browser: MapBrowser, document: MapDocument): Promise<Buffer> {
  const first = await browser.pdf(mapHtml(document))
  return browser.pdf(mapHtml(document, await headingPages(first)))
}
