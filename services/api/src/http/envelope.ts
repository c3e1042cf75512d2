import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export interface ErrorBody {
  success: false
  error: { message: string; code?: string }
}

export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return c.json({ success: true as const, data }, status)
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, code?: string) {
  const body: ErrorBody = { success: false, error: code ? { message, code } : { message } }
  return c.json(body, status)
}
