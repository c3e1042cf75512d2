import { apiSend } from '../../lib/api-client'

/** Reports a missing page to the server log; a failure here must never disturb the visitor. */
export function logNotFound(path: string): void {
  console.warn(`Page not found: ${path}`)
  apiSend('POST', '/api/client-log/not-found', { path }).catch(() => undefined)
}
