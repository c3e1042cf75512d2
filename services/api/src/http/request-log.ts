import type { MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'
import { logSafePath } from './log-safe-path.ts'

/**
 * One structured line per request with its id, never headers or bodies (they carry tokens, cards),
 * and the path without the tokens some links carry.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const line = {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: logSafePath(c.req.path),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    }
    if (c.res.status >= 500) logger.error(line, 'request')
    else logger.info(line, 'request')
  }
}
