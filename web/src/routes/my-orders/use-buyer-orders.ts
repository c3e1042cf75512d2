import { he, type OrderStatus } from '@shop/domain'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { BuyerOrder } from '@shop/domain'
import { errorMessage } from '../../lib/error-message'
import { ordersApi } from '../../lib/orders-api'

export const ordersPollMs = 5_000

// Orders a manager is working on: their status changes without the buyer doing anything.
const changingStatuses: readonly OrderStatus[] = ['paid', 'processing']

export type BuyerOrdersState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; orders: BuyerOrder[] }

/**
 * The buyer's orders, polled every few seconds while any is being prepared, and only while the tab
 * is visible. Each poll sends the last entity tag, so an unchanged list costs a bodiless 304.
 */
export function useBuyerOrders() {
  const [state, setState] = useState<BuyerOrdersState>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const etag = useRef<string | null>(null)

  const refresh = useCallback(async (signal?: AbortSignal) => {
    const result = await ordersApi.ordersIfChanged(etag.current, { signal })
    if (!result.changed) return
    etag.current = result.etag
    setState({ kind: 'ready', orders: result.data })
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    refresh(controller.signal).catch((error: unknown) => {
      if (controller.signal.aborted) return
      setState({ kind: 'failed', message: errorMessage(error, he.errors.unavailable) })
    })
    return () => controller.abort()
  }, [refresh, attempt])

  // Also while a gift's e-mail is on its way, so "sent" shows up without a reload.
  const polling =
    state.kind === 'ready' &&
    state.orders.some(
      (order) =>
        changingStatuses.includes(order.status) ||
        order.reports.some((report) => report.gift_email?.status === 'queued'),
    )

  useEffect(() => {
    if (!polling) return
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    let inFlight = false

    const schedule = () => {
      clearTimeout(timer)
      if (!controller.signal.aborted && document.visibilityState === 'visible') {
        timer = setTimeout(poll, ordersPollMs)
      }
    }
    // A failed poll keeps the list on screen; the next one tries again.
    const poll = () => {
      if (inFlight) return
      inFlight = true
      refresh(controller.signal)
        .catch(() => undefined)
        .finally(() => {
          inFlight = false
          schedule()
        })
    }
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') poll()
      else clearTimeout(timer)
    }

    document.addEventListener('visibilitychange', onVisibilityChange)
    schedule()
    return () => {
      controller.abort()
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibilityChange)
    }
  }, [polling, refresh])

  const retry = () => {
    setState({ kind: 'loading' })
    setAttempt((count) => count + 1)
  }
  const reload = () => {
    refresh().catch(() => undefined)
  }
  const removeOrder = (orderId: string) => {
    setState((current) =>
      current.kind === 'ready'
        ? { kind: 'ready', orders: current.orders.filter((order) => order.id !== orderId) }
        : current,
    )
    reload()
  }

  return { state, retry, removeOrder, reload }
}
