import type { ApiData, ApiRoute } from '@shop/domain'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export interface ErrorBody {
  success: false
  error: { message: string; code?: string }
}

/**
 * Answers `data` in the envelope as the call `R` of the contract (ApiRoutes in @shop/domain)
 * promises it: `ok<'GET /api/orders/:id'>(c, { order })`. Naming no call leaves `R` at `never`,
 * whose data nothing is, so an answer without its contract does not compile.
 */
export function ok<R extends ApiRoute = never>(
  c: Context,
  data: NoInfer<ApiData<R>>,
  status: ContentfulStatusCode = 200,
) {
  return c.json({ success: true as const, data }, status)
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, code?: string) {
  const body: ErrorBody = { success: false, error: code ? { message, code } : { message } }
  return c.json(body, status)
}
