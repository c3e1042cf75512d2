import { useCallback, useEffect, useRef, useState } from 'react'
import { he } from '@shop/domain'
import { errorMessage } from '../../../lib/error-message'

export interface ApiQuery<T> {
  data: T | undefined
  /** The last load failed; the data of the load before it, if any, stays shown. */
  error: string | undefined
  /** A load is under way (the first, or one after the key changed or reload was called). */
  loading: boolean
  reload: () => void
}

export interface ApiQueryOptions {
  /** Reloads quietly every so many milliseconds while the tab is visible. */
  refreshMs?: number
}

/**
 * Loads `load()` when `key` changes, keeps the previous answer on screen while the next one
 * arrives, and drops answers that arrive after a newer load started.
 */
export function useApiQuery<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  { refreshMs }: ApiQueryOptions = {},
): ApiQuery<T> {
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({
    loading: true,
  })
  const [version, setVersion] = useState(0)
  const loadRef = useRef(load)
  useEffect(() => {
    loadRef.current = load
  })

  useEffect(() => {
    const controller = new AbortController()
    setState((previous) => ({ ...previous, loading: true }))
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const message = errorMessage(error, he.admin.dashboard.loadFailed)
        setState((previous) => ({ data: previous.data, error: message, loading: false }))
      },
    )
    return () => controller.abort()
  }, [key, version])

  useEffect(() => {
    if (!refreshMs) return
    let controller: AbortController | undefined
    const timer = setInterval(() => {
      if (document.hidden) return
      controller?.abort()
      const current = new AbortController()
      controller = current
      // A failed background refresh keeps what is shown; the next tick tries again.
      loadRef.current(current.signal).then(
        (data) => {
          if (!current.signal.aborted) setState({ data, loading: false })
        },
        () => undefined,
      )
    }, refreshMs)
    return () => {
      clearInterval(timer)
      controller?.abort()
    }
  }, [key, version, refreshMs])

  const reload = useCallback(() => setVersion((current) => current + 1), [])
  return { data: state.data, error: state.error, loading: state.loading, reload }
}
