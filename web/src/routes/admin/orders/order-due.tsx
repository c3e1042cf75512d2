import { Badge, Stack, Text } from '@chakra-ui/react'
import { adminMessages, formatShortDateTime } from '@shop/domain'
import type { AdminOrder } from '../api/admin-types'

const { orders, dashboard } = adminMessages

/** Orders that are paid and still awaiting their maps have a promised date; late ones stand out. */
export function isAwaitingMaps(order: AdminOrder): boolean {
  return !order.deleted_at && (order.status === 'paid' || order.status === 'processing')
}

export function OrderDue({ order, now }: { order: AdminOrder; now: number }) {
  if (!order.due_at || !isAwaitingMaps(order)) {
    return <Text color="fg.subtle">{dashboard.none}</Text>
  }
  const overdue = new Date(order.due_at).getTime() < now
  return (
    <Stack gap="1" align="start">
      <Text
        fontSize="sm"
        color={overdue ? 'red.700' : 'fg'}
        fontWeight={overdue ? 'bold' : 'normal'}
      >
        {formatShortDateTime(order.due_at)}
      </Text>
      {overdue && (
        <Badge colorPalette="red" variant="solid" size="sm">
          {orders.overdue}
        </Badge>
      )}
    </Stack>
  )
}
