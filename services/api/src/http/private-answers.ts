import type { MiddlewareHandler } from 'hono'

/**
 * Every API answer is someone's own or true only for the moment (sessions, orders, payments,
 * invoices, the managers' pages, download links): no cache on the way, shared or the browser's,
 * may keep a copy. The orders poll keeps its ETag: the web app sends back the one it holds itself.
 * The `shared` paths answer the same to everyone and say themselves how long to keep it.
 */
export function privateAnswers({ shared }: { shared: RegExp[] }): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (!shared.some((path) => path.test(c.req.path))) c.header('Cache-Control', 'no-store')
  }
}
