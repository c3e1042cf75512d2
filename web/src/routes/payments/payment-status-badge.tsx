import { Badge } from '@chakra-ui/react'
import { he } from '@shop/domain'
import type { PaymentStatus } from '@shop/domain'

const palettes: Record<PaymentStatus, string> = {
  paid: 'green',
  pending: 'orange',
  failed: 'red',
  refunded: 'gray',
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge colorPalette={palettes[status]} variant="subtle" rounded="full" px="2.5">
      {he.invoice.statusLabels[status]}
    </Badge>
  )
}
