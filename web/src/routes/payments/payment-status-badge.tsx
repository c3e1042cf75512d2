import { invoiceMessages } from '@shop/domain'
import type { PaymentStatus } from '@shop/domain'
import { StatusBadge } from '../../components/ui/status-badge'

const palettes: Record<PaymentStatus, string> = {
  paid: 'green',
  pending: 'orange',
  failed: 'red',
  refunded: 'gray',
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <StatusBadge palette={palettes[status]}>{invoiceMessages.statusLabels[status]}</StatusBadge>
  )
}
