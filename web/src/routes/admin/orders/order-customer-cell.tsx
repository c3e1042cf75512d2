import { Badge, Stack, Text } from '@chakra-ui/react'
import { adminMessages } from '@shop/domain'
import type { AdminOrder } from '../api/admin-types'

const { orders, dashboard } = adminMessages

/** Who ordered: the first map's name, the account's e-mail, and whether the account is gone. */
export function OrderCustomerCell({ order }: { order: AdminOrder }) {
  return (
    <Stack gap="0.5" align="start">
      <Text fontWeight="medium">{order.reports[0]?.subject_name || dashboard.notAvailable}</Text>
      <Text fontSize="sm" color="fg.muted">
        <bdi>{order.user_email}</bdi>
      </Text>
      {order.user_deleted_at && (
        <Badge colorPalette="red" size="sm">
          {orders.userDeleted}
        </Badge>
      )}
    </Stack>
  )
}
