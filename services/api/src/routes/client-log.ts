import { Hono } from 'hono'
import { notFoundReportSchema } from '@shop/domain'
import type { AppDeps } from '../context.ts'
import { ok } from '../http/envelope.ts'
import { logSafePath } from '../http/log-safe-path.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { validate } from '../http/validate.ts'

/** The web app reports paths that matched no page, so broken links show up in the logs. */
export function clientLogRoutes(deps: AppDeps) {
  // Anyone can post here, so a flood of reports must not flood the logs
  const limit = rateLimit('client-log', deps, { limit: deps.env.RATE_LIMIT_CLIENT_LOG_PER_MINUTE })
  return new Hono().post('/not-found', limit, validate('json', notFoundReportSchema), (c) => {
    const path = logSafePath(c.req.valid('json').path)
    deps.logger.warn({ path, requestId: c.get('requestId') }, 'page not found')
    return ok<'POST /api/client-log/not-found'>(c, {})
  })
}
