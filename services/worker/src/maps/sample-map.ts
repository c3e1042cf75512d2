import { readSettings } from '@shop/db'
import { he, sampleMapFiles, sampleMapSubject, type SampleMapPages } from '@shop/domain'
import type { WorkerDeps } from '../context.ts'
import type { MapBrowser } from './map-browser.ts'
import { mapDocumentOf, readMapTexts } from './map-document.ts'
import { pagePreviews } from './page-previews.ts'
import { typesetMap } from './typeset-map.ts'

/**
 * Typesets the sample map from the current texts, as of `now`, exactly as a buyer's map is, and
 * stores the PDF and a PNG per page. The page count goes last: the API answers it only once the
 * files it names are there, and a sample made again replaces each file in place.
 */
export async function makeSampleMap(
  deps: Pick<WorkerDeps, 'env' | 'orm' | 'storage'>,
  browser: MapBrowser,
  now = new Date(),
): Promise<number> {
  const em = deps.orm.em.fork()
  const pdf = await typesetMap(
    browser,
    mapDocumentOf(deps, {
      subjectName: sampleMapSubject.fullName,
      dateOfBirth: sampleMapSubject.dateOfBirth,
      hebrewBirthDate: null,
      // The PDF itself says it is a sample, wherever it is passed on to
      personalNote: he.maps.sample.note,
      gift: null,
      businessName: (await readSettings(em)).business_name,
      texts: await readMapTexts(em),
      now,
    }),
  )
  const previews = await pagePreviews(pdf)
  const pageKeys = previews.map((_, index) => sampleMapFiles.page(index + 1))
  for (const [index, png] of previews.entries()) {
    await deps.storage.put(pageKeys[index]!, png, png.length, 'image/png')
  }
  await deps.storage.put(sampleMapFiles.pdf, pdf, pdf.length, 'application/pdf')
  const pages = Buffer.from(JSON.stringify({ pages: previews.length } satisfies SampleMapPages))
  await deps.storage.put(sampleMapFiles.pages, pages, pages.length, 'application/json')
  // The pages of an earlier sample that had more of them
  await deps.storage.removeAll(sampleMapFiles.pagesPrefix, new Set(pageKeys))
  return previews.length
}
