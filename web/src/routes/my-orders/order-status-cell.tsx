import { Stack, Text } from '@chakra-ui/react'
import { formatDate, orderMessages } from '@shop/domain'
import { OrderStatusBadge } from '../../components/order/order-status-badge'
import type { BuyerOrder } from '@shop/domain'

/** The status badge and, while the map is being prepared, the date it is promised by. */
export function OrderStatusCell({ order }: { order: BuyerOrder }) {
  const preparing = order.status === 'paid' || order.status === 'processing'
  return (
    <Stack gap="1" align="start">
      <OrderStatusBadge status={order.status} />
      {preparing && order.due_at && (
        <Text fontSize="xs" color="fg.muted">
          {orderMessages.myOrders.due(formatDate(order.due_at))}
        </Text>
      )}
    </Stack>
  )
}
