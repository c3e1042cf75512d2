import type { UseQueryResult } from '@tanstack/react-query'
import { errorMessage } from './error-message'

/** What a customer's page shows of one query: a spinner, the failure with its retry, or the data. */
export type LoadState<T> =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; data: T }

/** Data that arrived stays on screen even when a later refresh fails. */
export function loadState<T>(query: UseQueryResult<T>, fallback: string): LoadState<T> {
  if (query.data !== undefined) return { kind: 'ready', data: query.data }
  if (query.isError) return { kind: 'failed', message: errorMessage(query.error, fallback) }
  return { kind: 'loading' }
}
