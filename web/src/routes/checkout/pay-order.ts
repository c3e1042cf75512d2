import { formatDate, orderMessages, type PaymentInput } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toaster } from '../../components/ui/toaster'
import { RESET } from 'jotai/utils'
import { appliedCouponAtom } from '../../lib/applied-coupon'
import { checkoutVisitAtom } from '../../lib/checkout-visit'
import { ordersApi } from '../../lib/orders-api'
import { pendingReportsAtom } from '../../lib/pending-reports'
import { queryKeys } from '../../lib/query-keys'
import { sessionStore } from '../../lib/session-state'

const { checkout: m } = orderMessages

/**
 * Pays the order; once paid, the order flow's session values are spent. Reopening an older
 * unpaid order leaves another visit's pending reports alone.
 */
export function usePayOrder(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payment: PaymentInput) => ordersApi.pay(orderId, payment),
    onSuccess: ({ order }) => {
      const visit = sessionStore.get(checkoutVisitAtom)
      if (!visit || visit.orderId === orderId) {
        sessionStore.set(pendingReportsAtom, RESET)
        sessionStore.set(checkoutVisitAtom, RESET)
      }
      sessionStore.set(appliedCouponAtom, RESET)
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyer.all })
      toaster.create({
        type: 'success',
        title: m.paidTitle,
        description: order.due_at ? m.paidText(formatDate(order.due_at)) : undefined,
        duration: 8000,
      })
    },
  })
}
