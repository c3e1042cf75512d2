import { adminMessages, orderMessages, type OrderStatus } from '@shop/domain'
import { StatusBadge } from '../ui/status-badge'

const palettes: Record<OrderStatus, string> = {
  pending: 'orange',
  paid: 'blue',
  processing: 'purple',
  ready: 'teal',
  completed: 'green',
  cancelled: 'gray',
}

/**
 * An order's status in one colour wherever it is shown. Buyers read the specification's labels
 * (section 4), with one for a cancelled order; managers read their own labels, and a deleted
 * order says so whatever its status was.
 */
export function OrderStatusBadge({
  status,
  forManager = false,
  deleted = false,
}: {
  status: OrderStatus
  forManager?: boolean
  deleted?: boolean
}) {
  if (deleted) {
    return (
      <StatusBadge palette="red" emphasis>
        {adminMessages.orders.orderDeleted}
      </StatusBadge>
    )
  }
  const labels: Partial<Record<OrderStatus, string>> = forManager
    ? adminMessages.orderStatus
    : orderMessages.statusLabels
  const label = labels[status]
  if (!label) return null
  return <StatusBadge palette={palettes[status]}>{label}</StatusBadge>
}
