import { readSettings } from '@shop/db'
import { he, sampleMapFiles, sampleMapSubject, type SampleMapPages } from '@shop/domain'
import type { Queue } from 'bullmq'
import type { WorkerDeps } from '../context.ts'
import type { MapBrowser } from './map-browser.ts'
import { mapDocumentOf, readMapTexts } from './map-document.ts'
import type { MapDocument } from './map-html.ts'
import { pagePreviews } from './page-previews.ts'
import { typesetMap } from './typeset-map.ts'

/** The sample's jobs on the maps queue, beside the drafts'. */
export const sampleMapJobName = 'sample'

/**
 * Asks for the sample to be typeset: at a worker's start (`start`, one job id shared by every
 * replica, so those starting together typeset it once) or after a manager saved a text (one job
 * per save, so none is lost to a job already running).
 */
export async function queueSampleMap(queue: Queue, reason: 'start' | { savedAt: string }) {
  const jobId = reason === 'start' ? 'sample-map' : `sample-map.${Date.parse(reason.savedAt)}`
  await queue.add(
    sampleMapJobName,
    {},
    {
      jobId,
      attempts: 3,
      backoff: { type: 'exponential', delay: 5000 },
      // Gone once done, so the next start or save adds its own.
      removeOnComplete: true,
      removeOnFail: true,
    },
  )
}

async function sampleDocument(
  deps: Pick<WorkerDeps, 'env' | 'orm'>,
  now: Date,
): Promise<MapDocument> {
  const em = deps.orm.em.fork()
  return mapDocumentOf(deps, {
    subjectName: sampleMapSubject.fullName,
    dateOfBirth: sampleMapSubject.dateOfBirth,
    hebrewBirthDate: null,
    // The PDF itself says it is a sample, wherever it is passed on to
    personalNote: he.maps.sample.note,
    gift: null,
    businessName: (await readSettings(em)).business_name,
    texts: await readMapTexts(em),
    now,
  })
}

/**
 * Typesets the sample map from the current texts, as of `now`, exactly as a buyer's map is, and
 * stores the PDF and a PNG per page; again while what it printed is no longer current: a text saved
 * meanwhile, or another sample job that read the texts earlier and stored its sample later.
 * Answers the page count.
 */
export async function makeSampleMap(
  deps: Pick<WorkerDeps, 'env' | 'orm' | 'storage'>,
  browser: MapBrowser,
  now = new Date(),
): Promise<number> {
  for (let document = await sampleDocument(deps, now); ;) {
    const pages = await storeSample(deps, await typesetMap(browser, document))
    const current = await sampleDocument(deps, now)
    if (JSON.stringify(current) === JSON.stringify(document)) return pages
    document = current
  }
}

/**
 * The page count goes last: the API answers it only once the files it names are there, and a
 * sample made again replaces each file in place.
 */
async function storeSample(deps: Pick<WorkerDeps, 'storage'>, pdf: Buffer): Promise<number> {
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
