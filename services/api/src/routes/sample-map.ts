import { he, sampleMapFiles, sampleMapPagesSchema } from '@shop/domain'
import { isMissingFile } from '@shop/storage'
import { Hono, type Context } from 'hono'
import type { AppDeps } from '../context.ts'
import { fail, ok } from '../http/envelope.ts'

/** Every path of the sample map's answers: public and the same for everyone. */
export const sampleMapPath = /^\/api\/sample-map(\.pdf|\/|$)/

// The worker makes the sample again at each start, with the texts of that day: an hour's copy
// in a cache is fresh enough, and a visitor's browser asks again the next time.
const cacheControl = 'public, max-age=3600'

/**
 * The sample map the worker makes (see makeSampleMap): how many pages it has, the PDF and a PNG
 * per page. Until the worker has made it, each answers 404 with a Hebrew message.
 */
export function sampleMapRoutes({ storage }: AppDeps) {
  const read = (key: string) =>
    storage.get(key).catch((error: unknown) => {
      if (isMissingFile(error)) return undefined
      throw error
    })
  async function file(c: Context, key: string, contentType: string) {
    const body = await read(key)
    if (!body) return fail(c, 404, he.maps.sample.notReady)
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': contentType,
      'Cache-Control': cacheControl,
    })
  }

  return new Hono()
    .get('/sample-map', async (c) => {
      const pages = await read(sampleMapFiles.pages)
      if (!pages) return fail(c, 404, he.maps.sample.notReady)
      c.header('Cache-Control', cacheControl)
      return ok<'GET /api/sample-map'>(c, sampleMapPagesSchema.parse(JSON.parse(pages.toString())))
    })
    .get('/sample-map.pdf', (c) => file(c, sampleMapFiles.pdf, 'application/pdf'))
    .get('/sample-map/pages/:file', (c) => {
      const page = /^([1-9][0-9]{0,3})\.png$/.exec(c.req.param('file'))?.[1]
      if (!page) return fail(c, 404, he.errors.notFound)
      return file(c, sampleMapFiles.page(Number(page)), 'image/png')
    })
}
