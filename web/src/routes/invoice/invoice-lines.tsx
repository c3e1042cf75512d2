import { formatAmount, invoiceMessages } from '@shop/domain'
import type { InvoiceLine } from '@shop/domain'
import { Table } from '../../components/ui/styled/table'

const { document: m } = invoiceMessages

/** What was sold: each report with its quantity and unit price before VAT. */
export function InvoiceLines({ lines }: { lines: InvoiceLine[] }) {
  return (
    <Table.Root size="sm" variant="line">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{m.lineDescription}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="center">{m.quantity}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{m.unitPrice}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{m.lineTotal}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lines.map((line, index) => (
          <Table.Row key={index}>
            <Table.Cell>{line.description}</Table.Cell>
            <Table.Cell textAlign="center">{line.quantity}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {formatAmount(line.unitPrice)}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {formatAmount(line.amount)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
