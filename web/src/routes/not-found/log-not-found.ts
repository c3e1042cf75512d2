import { api } from '../../lib/api-client'

/** Reports a missing page to the server log; a failure here must never disturb the visitor. */
export function logNotFound(path: string): void {
  console.warn(`Page not found: ${path}`)
  api('POST /api/client-log/not-found', { body: { path } }).catch(() => undefined)
}
