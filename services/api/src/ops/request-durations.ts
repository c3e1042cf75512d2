import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { Histogram, type Registry } from 'prom-client'

/**
 * Times every request under the route pattern that answered it ('/api/orders/:id/pay', '*' for
 * the web app's pages), never the raw path: ids in paths would make a series per order.
 */
export function requestDurations(registry: Registry): MiddlewareHandler {
  const histogram = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, matched route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  return async (c, next) => {
    const stop = histogram.startTimer()
    await next()
    // After next() the route index is that of the handler that answered (or threw)
    stop({ method: c.req.method, route: routePath(c), status: c.res.status })
  }
}
