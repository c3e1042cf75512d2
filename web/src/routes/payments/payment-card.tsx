import { Text } from '@chakra-ui/react'
import { formatAmount, formatDate, invoiceMessages } from '@shop/domain'
import type { PaymentRecord } from '@shop/domain'
import { ListCard } from '../../components/ui/list-card'
import { PaymentAction } from './payment-action'
import { PaymentStatusBadge } from './payment-status-badge'

const { payments: m } = invoiceMessages

/** One payment on a phone, where the history table would not fit. */
export function PaymentCard({ payment }: { payment: PaymentRecord }) {
  return (
    <ListCard
      title={payment.description}
      badge={<PaymentStatusBadge status={payment.status} />}
      fields={[
        {
          label: m.invoiceNumber,
          value: payment.invoice_number ?? (
            <Text as="span" color="fg.muted">
              {m.noInvoice}
            </Text>
          ),
        },
        { label: m.date, value: formatDate(payment.date) },
        {
          label: m.amount,
          value: (
            <Text as="span" fontWeight="bold" whiteSpace="nowrap">
              {formatAmount(payment.amount)}
            </Text>
          ),
        },
      ]}
      actions={<PaymentAction payment={payment} />}
    />
  )
}
