import type { MapBrowser } from './map-browser.ts'
import { mapHtml, type MapDocument } from './map-html.ts'
import { destinationPages } from './section-pages.ts'

/**
 * Loads a map once and prints it twice: an untagged proof tells on which page each section
 * starts (its contents link's destination), those pages are written into the contents of the
 * page as laid out, and the map is printed. The placeholders are as wide as the numbers, so both
 * printings lay out the same; loading once and proofing untagged halve a draft's cost.
 */
export async function typesetMap(browser: MapBrowser, document: MapDocument): Promise<Buffer> {
  const { html, sectionIds } = mapHtml(document)
  return browser.print(html, async (loaded) => {
    const pages = await destinationPages(await loaded.proof(), sectionIds)
    await loaded.fill(
      '.contents-page',
      sectionIds.map((id) => String(pages.get(id))),
    )
    return loaded.pdf()
  })
}
