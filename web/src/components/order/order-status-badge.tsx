import { Badge } from '@chakra-ui/react'
import { he, type OrderStatus } from '@shop/domain'

const palettes: Partial<Record<OrderStatus, string>> = {
  pending: 'orange',
  paid: 'purple',
  processing: 'purple',
  ready: 'green',
  completed: 'green',
}

/** The buyer's status labels (spec section 4); any other status shows no badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const labels: Partial<Record<OrderStatus, string>> = he.order.statusLabels
  const label = labels[status]
  if (!label) return null
  return (
    <Badge colorPalette={palettes[status]} variant="subtle" size="md" rounded="full" px="2.5">
      {label}
    </Badge>
  )
}
