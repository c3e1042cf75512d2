import { type BuyerOrder, errorMessages, type OrderStatus } from '@shop/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { loadState } from '../../lib/load-state'
import { ordersApi } from '../../lib/orders-api'
import { queryKeys } from '../../lib/query-keys'

const ordersPollMs = 5_000

// Orders a manager is working on: their status changes without the buyer doing anything.
const changingStatuses: readonly OrderStatus[] = ['paid', 'processing']

/** The list with the entity tag it was sent with, so the next poll can ask "changed since?". */
export interface BuyerOrdersCopy {
  orders: BuyerOrder[]
  etag: string | null
}

// Also while a gift's e-mail is on its way, so "sent" shows up without a reload.
function isChanging(orders: readonly BuyerOrder[]): boolean {
  return orders.some(
    (order) =>
      changingStatuses.includes(order.status) ||
      order.reports.some((report) => report.gift_email?.status === 'queued'),
  )
}

/**
 * The buyer's orders, polled every few seconds while any is being prepared, and only while the tab
 * is visible. Each poll sends the last entity tag, so an unchanged list costs a bodiless 304 and
 * the copy on screen stays as it is.
 */
export function useBuyerOrders() {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: queryKeys.buyer.orders,
    queryFn: async ({ signal }): Promise<BuyerOrdersCopy> => {
      const held = queryClient.getQueryData<BuyerOrdersCopy>(queryKeys.buyer.orders)
      const result = await ordersApi.ordersIfChanged(held?.etag ?? null, { signal })
      if (result.changed) return { orders: result.data, etag: result.etag }
      // A 304 only ever answers the tag of a copy held here.
      return held ?? { orders: [], etag: null }
    },
    refetchInterval: (current) =>
      current.state.data && isChanging(current.state.data.orders) ? ordersPollMs : false,
    refetchIntervalInBackground: false,
  })

  return { state: loadState(query, errorMessages.unavailable), retry: () => void query.refetch() }
}
