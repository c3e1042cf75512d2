import { formatDate, orderMessages, type BuyerOrder, type PayOrderInput } from '@shop/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useState } from 'react'
import { toaster } from '../../components/ui/toaster'
import { RESET } from 'jotai/utils'
import { appliedCouponAtom } from '../../lib/applied-coupon'
import { checkoutVisitAtom } from '../../lib/checkout-visit'
import { ApiError } from '../../lib/api-client'
import { ordersApi } from '../../lib/orders-api'
import { pendingReportsAtom } from '../../lib/pending-reports'
import { queryKeys } from '../../lib/query-keys'
import { sessionStore } from '../../lib/session-state'

const { checkout: m } = orderMessages

/** How often an order whose charge is being recorded is asked for again. */
const confirmingPollMs = 2000

/**
 * Pays the order; once paid, the order flow's session values are spent and `onPaid` runs.
 * Reopening an older unpaid order leaves another visit's pending reports alone. When the shop
 * answers that the charge is being confirmed (recorded later, as after a database outage),
 * `confirming` turns true and the order is polled until it is paid.
 */
export function usePayOrder(orderId: string, onPaid: () => void) {
  const queryClient = useQueryClient()
  const [awaiting, setAwaiting] = useState(false)
  const paid = (order: BuyerOrder) => {
    const visit = sessionStore.get(checkoutVisitAtom)
    if (!visit || visit.orderId === orderId) {
      sessionStore.set(pendingReportsAtom, RESET)
      sessionStore.set(checkoutVisitAtom, RESET)
    }
    sessionStore.set(appliedCouponAtom, RESET)
    // What the payment changed, and not checkout's own entry: read again now, it would find the
    // order paid and say so as an error beside the success.
    for (const queryKey of [queryKeys.buyer.orders, queryKeys.buyer.payments]) {
      void queryClient.invalidateQueries({ queryKey })
    }
    toaster.create({
      type: 'success',
      title: m.paidTitle,
      description: order.due_at ? m.paidText(formatDate(order.due_at)) : undefined,
      duration: 8000,
    })
    onPaid()
  }
  const payment = useMutation({
    mutationFn: (details: PayOrderInput) => ordersApi.pay(orderId, details),
    onSuccess: (answer) => ('order' in answer ? paid(answer.order) : setAwaiting(true)),
    // The order is not what the page shows (its total repriced, or paid meanwhile): read it again
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.buyer.all })
      }
    },
  })
  const followed = useQuery({
    queryKey: queryKeys.buyer.confirming(orderId),
    queryFn: ({ signal }) => ordersApi.order(orderId, { signal }),
    enabled: awaiting,
    refetchInterval: (query) =>
      (query.state.data?.order.status ?? 'pending') === 'pending' ? confirmingPollMs : false,
    refetchIntervalInBackground: false,
  })
  const confirmed = useEffectEvent(paid)
  const order = followed.data?.order
  const settled = awaiting && order !== undefined && order.status !== 'pending'
  useEffect(() => {
    if (settled) confirmed(order)
  }, [settled, order])
  return { pay: payment.mutateAsync, confirming: awaiting && !settled }
}
