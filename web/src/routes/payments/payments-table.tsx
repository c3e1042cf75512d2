import { Text } from '@chakra-ui/react'
import { formatAmount, formatDate, invoiceMessages } from '@shop/domain'
import type { PaymentRecord } from '@shop/domain'
import { ListTable } from '../../components/ui/list-table'
import { Table } from '../../components/ui/styled/table'
import { PaymentAction } from './payment-action'
import { PaymentStatusBadge } from './payment-status-badge'

const { payments: m } = invoiceMessages

/** The payment history: one row per paid or unpaid order. */
export function PaymentsTable({ payments }: { payments: PaymentRecord[] }) {
  return (
    <ListTable
      size="md"
      minW="2xl"
      columns={[m.invoiceNumber, m.date, m.description, m.amount, m.status, m.actions]}
    >
      {payments.map((payment) => (
        <Table.Row key={payment.id}>
          <Table.Cell fontWeight="bold">
            {payment.invoice_number ?? (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {m.noInvoice}
              </Text>
            )}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDate(payment.date)}</Table.Cell>
          <Table.Cell>{payment.description}</Table.Cell>
          <Table.Cell whiteSpace="nowrap" fontWeight="medium">
            {formatAmount(payment.amount)}
          </Table.Cell>
          <Table.Cell>
            <PaymentStatusBadge status={payment.status} />
          </Table.Cell>
          <Table.Cell>
            <PaymentAction payment={payment} />
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  )
}
