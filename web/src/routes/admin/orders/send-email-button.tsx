import { Button } from '@chakra-ui/react'
import { adminMessages } from '@shop/domain'
import type { MouseEvent } from 'react'
import { LuMail } from 'react-icons/lu'
import type { AdminOrder } from '../api/admin-types'

const { orders } = adminMessages

export interface SendEmailButtonProps {
  order: AdminOrder
  onClick: (event: MouseEvent) => void
}

/** Opens the e-mail dialog of an order, in its table row or on its phone card. */
export function SendEmailButton({ order, onClick }: SendEmailButtonProps) {
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="brand"
      // A deleted order's customer has nothing more to hear about it
      disabled={order.status === 'completed' || Boolean(order.deleted_at)}
      aria-label={orders.sendEmailLabel(order.order_number)}
      onClick={onClick}
    >
      <LuMail aria-hidden />
      {orders.sendEmail}
    </Button>
  )
}
