import { orderMessages } from '@shop/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { RESET } from 'jotai/utils'
import { toaster } from '../../components/ui/toaster'
import { ApiError } from '../../lib/api-client'
import { appliedCouponAtom } from '../../lib/applied-coupon'
import type { BuyerOrder } from '@shop/domain'
import { checkoutVisitAtom, checkoutVisitWith } from '../../lib/checkout-visit'
import { errorMessage } from '../../lib/error-message'
import { ordersApi } from '../../lib/orders-api'
import { pendingReportsAtom } from '../../lib/pending-reports'
import { queryKeys } from '../../lib/query-keys'
import { sessionStore } from '../../lib/session-state'
import { createVisitOrder, orderInputFrom } from './checkout-order'

export type CheckoutState =
  | { kind: 'loading' }
  | { kind: 'ready'; order: BuyerOrder; fromPendingReports: boolean }
  | { kind: 'failed'; message: string }
  /** Nothing to pay for: no reports filled in on the order form, as when checkout is opened directly. */
  | { kind: 'empty' }
  | { kind: 'redirect'; to: string; from?: string }

const m = orderMessages

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
  const input = orderInputFrom(sessionStore.get(pendingReportsAtom))
  if (!input) return { kind: 'empty' }
  // The coupon is cleared from storage once checkout has loaded (spec section 4), so arriving
  // without one keeps the visit's.
  const coupon = sessionStore.get(appliedCouponAtom)?.code
  const visit = checkoutVisitWith(coupon ?? sessionStore.get(checkoutVisitAtom)?.couponCode ?? null)
  try {
    const order = await createVisitOrder(visit, input, { announce: true })
    if (order.status !== 'pending') {
      notify('checkout-already-paid', m.alreadyPaid, 'info')
      return { kind: 'redirect', to: '/my-orders' }
    }
    return { kind: 'ready', order, fromPendingReports: true }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return relogin()
    // The visit's order is gone or its key taken: a retry starts a new visit.
    if (error instanceof ApiError && error.status === 409)
      sessionStore.set(checkoutVisitAtom, RESET)
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

async function openCheckout(existingOrderId: string | null): Promise<CheckoutState> {
  const next =
    (await verifySession()) ??
    (existingOrderId ? await openExistingOrder(existingOrderId) : await createFromPendingReports())
  // The specification clears the applied coupon whenever checkout loads; by now it is in the
  // order, or was not wanted.
  sessionStore.set(appliedCouponAtom, RESET)
  return next
}

/**
 * Checkout's order: created on entry from the pending reports (idempotently, one key per visit),
 * or the unpaid order named by ?order=. A coupon changed here changes that order.
 *
 * The entry is a query so that StrictMode's second mount shares the first one's request rather
 * than racing it; it is not kept once checkout is left, since each entry may start a new visit.
 */
export function useCheckoutOrder(existingOrderId: string | null) {
  const queryClient = useQueryClient()
  const queryKey = queryKeys.buyer.checkout(existingOrderId)
  const entry = useQuery({
    queryKey,
    queryFn: () => openCheckout(existingOrderId),
    gcTime: 0,
    refetchOnWindowFocus: false,
  })
  const state: CheckoutState = entry.data ?? { kind: 'loading' }

  const couponChange = useMutation({
    mutationFn: async (couponCode: string | null) => {
      const input = orderInputFrom(sessionStore.get(pendingReportsAtom))
      if (!input) throw new Error('No pending reports to order')
      const previous = sessionStore.get(checkoutVisitAtom)
      const visit = checkoutVisitWith(couponCode)
      try {
        return await createVisitOrder(visit, input, { announce: false })
      } catch (error) {
        if (previous) sessionStore.set(checkoutVisitAtom, previous)
        throw error
      }
    },
    onSuccess: (order) => {
      const changed: CheckoutState = { kind: 'ready', order, fromPendingReports: true }
      queryClient.setQueryData(queryKey, changed)
    },
    onError: (error) => {
      toaster.create({ type: 'error', title: errorMessage(error, m.createFailed) })
    },
  })

  const changeCoupon = async (couponCode: string | null): Promise<boolean> => {
    if (state.kind !== 'ready' || !state.fromPendingReports) return false
    return couponChange.mutateAsync(couponCode).then(
      () => true,
      () => false,
    )
  }

  return { state, retry: () => void entry.refetch(), changeCoupon }
}
