import { he } from '@shop/domain'
import { useEffect, useState } from 'react'
import { toaster } from '../../components/ui/toaster'
import { ApiError } from '../../lib/api-client'
import { clearAppliedCoupon, readAppliedCoupon } from '../../lib/applied-coupon'
import type { BuyerOrder } from '@shop/domain'
import {
  checkoutVisitFor,
  clearCheckoutVisit,
  fingerprintOf,
  readCheckoutVisit,
  saveCheckoutVisit,
  startCheckoutVisit,
} from '../../lib/checkout-visit'
import { errorMessage } from '../../lib/error-message'
import { ordersApi } from '../../lib/orders-api'
import { readPendingReports } from '../../lib/pending-reports'
import { createOrderOnce, orderInputFrom } from './checkout-order'

export type CheckoutState =
  | { kind: 'loading' }
  | { kind: 'ready'; order: BuyerOrder; fromPendingReports: boolean }
  | { kind: 'failed'; message: string }
  | { kind: 'redirect'; to: string; from?: string }

const m = he.order

function notify(id: string, title: string, type: 'error' | 'info' = 'error') {
  // Ids keep StrictMode's doubled effects from stacking the same notice twice.
  toaster.create({ id, type, title })
}

/** An unpaid order reopened from /my-orders ("complete payment"). */
async function openExistingOrder(orderId: string): Promise<CheckoutState> {
  try {
    const { order } = await ordersApi.order(orderId)
    if (order.status === 'pending') return { kind: 'ready', order, fromPendingReports: false }
    notify('checkout-not-payable', order.status === 'cancelled' ? m.notPayable : m.alreadyPaid)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return relogin()
    if (!(error instanceof ApiError && error.status === 404)) {
      return { kind: 'failed', message: errorMessage(error, m.orderNotFound) }
    }
    notify('checkout-not-found', m.orderNotFound)
  }
  return { kind: 'redirect', to: '/my-orders' }
}

/** The pending reports of the order form become an order the moment checkout opens. */
async function createFromPendingReports(): Promise<CheckoutState> {
  const input = orderInputFrom(readPendingReports())
  if (!input) {
    notify('checkout-no-reports', m.noPendingReports)
    return { kind: 'redirect', to: '/order' }
  }
  const visit = checkoutVisitFor(fingerprintOf(input.reports), readAppliedCoupon()?.code ?? null)
  try {
    const order = await createOrderOnce(visit, input, { announce: true })
    if (order.status !== 'pending') {
      notify('checkout-already-paid', m.alreadyPaid, 'info')
      return { kind: 'redirect', to: '/my-orders' }
    }
    return { kind: 'ready', order, fromPendingReports: true }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return relogin()
    // The visit's order is gone or its key taken: a retry starts a new visit.
    if (error instanceof ApiError && error.status === 409) clearCheckoutVisit()
    const message = errorMessage(error, m.createFailed)
    notify('checkout-create-failed', message)
    return { kind: 'failed', message }
  }
}

/**
 * Checks the session as checkout opens, before anything is created: a session lost meanwhile
 * asks for a new sign-in. Any other failure is left to the calls that follow.
 */
async function verifySession(): Promise<CheckoutState | null> {
  try {
    await ordersApi.verifySession()
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return relogin()
  }
  return null
}

function relogin(): CheckoutState {
  notify('checkout-relogin', m.reloginRequired)
  return { kind: 'redirect', to: '/login', from: '/checkout' }
}

/**
 * Checkout's order: created on entry from the pending reports (idempotently, one key per visit),
 * or the unpaid order named by ?order=. A coupon changed here replaces the order with a new one.
 */
export function useCheckoutOrder(existingOrderId: string | null) {
  const [state, setState] = useState<CheckoutState>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let active = true
    setState({ kind: 'loading' })
    const load = verifySession().then(
      (verified) =>
        verified ??
        (existingOrderId ? openExistingOrder(existingOrderId) : createFromPendingReports()),
    )
    void load.then((next) => {
      // The specification clears the applied coupon whenever checkout loads; by now it is in the
      // order, or was not wanted.
      clearAppliedCoupon()
      if (active) setState(next)
    })
    return () => {
      active = false
    }
  }, [existingOrderId, attempt])

  const changeCoupon = async (couponCode: string | null): Promise<boolean> => {
    const input = orderInputFrom(readPendingReports())
    if (state.kind !== 'ready' || !state.fromPendingReports || !input) return false
    const previous = readCheckoutVisit()
    const visit = startCheckoutVisit(fingerprintOf(input.reports), couponCode)
    try {
      const order = await createOrderOnce(visit, input, { announce: false })
      setState({ kind: 'ready', order, fromPendingReports: true })
      // The order it replaces was never paid; nothing else refers to it.
      ordersApi.deleteOrder(state.order.id).catch(() => undefined)
      return true
    } catch (error) {
      if (previous) saveCheckoutVisit(previous)
      toaster.create({ type: 'error', title: errorMessage(error, m.createFailed) })
      return false
    }
  }

  return { state, retry: () => setAttempt((count) => count + 1), changeCoupon }
}
