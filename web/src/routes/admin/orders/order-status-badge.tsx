import { Badge } from '@chakra-ui/react'
import { he, type OrderStatus } from '@shop/domain'

const { orderStatus, orders } = he.admin

const palettes: Record<OrderStatus, string> = {
  pending: 'orange',
  paid: 'blue',
  processing: 'purple',
  ready: 'teal',
  completed: 'green',
  cancelled: 'gray',
}

/** The order's status; a deleted order says so whatever its status was. */
export function OrderStatusBadge({ status, deleted }: { status: string; deleted: boolean }) {
  if (deleted) {
    return (
      <Badge colorPalette="red" variant="solid">
        {orders.orderDeleted}
      </Badge>
    )
  }
  const known = status in palettes ? (status as OrderStatus) : undefined
  return (
    <Badge colorPalette={known ? palettes[known] : 'gray'} variant="subtle" size="md">
      {known ? orderStatus[known] : status}
    </Badge>
  )
}
