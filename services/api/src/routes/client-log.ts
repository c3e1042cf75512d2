import { Hono } from 'hono'
import { text, z } from '@shop/domain'
import type { AppDeps } from '../context.ts'
import { ok } from '../http/envelope.ts'
import { logSafePath } from '../http/log-safe-path.ts'
import { validate } from '../http/validate.ts'

const notFoundReport = z.object({ path: text().max(2000) })

/** The web app reports paths that matched no page, so broken links show up in the logs. */
export function clientLogRoutes({ logger }: AppDeps) {
  return new Hono().post('/not-found', validate('json', notFoundReport), (c) => {
    const path = logSafePath(c.req.valid('json').path)
    logger.warn({ path, requestId: c.get('requestId') }, 'page not found')
    return ok(c, {})
  })
}
