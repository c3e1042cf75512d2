import { ApiError } from './api-client'

/**
 * The text to show for a failed call: the server's Hebrew message when it sent one, otherwise
 * the screen's own fallback (a bare "HTTP 502" from a proxy means nothing to a customer).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !/^HTTP \d+$/.test(error.message)) return error.message
  return fallback
}
