import type { MiddlewareHandler } from 'hono'

/**
 * Every API answer is someone's own or true only for the moment (sessions, orders, payments,
 * invoices, the managers' pages, download links): no cache on the way, shared or the browser's,
 * may keep a copy. The orders poll keeps its ETag: the web app sends back the one it holds itself.
 */
export const privateAnswers: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('Cache-Control', 'no-store')
}
