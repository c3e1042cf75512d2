import { VisuallyHidden } from '@chakra-ui/react'
import { adminMessages } from '@shop/domain'
import { Table } from '../../../components/ui/styled/table'
import type { AdminOrder } from '../api/admin-types'
import { OrderRow } from './order-row'

const { orders } = adminMessages

export interface OrdersTableProps {
  orders: AdminOrder[]
  expandedId: string | null
  onToggle: (orderId: string) => void
  onExpand: (orderId: string) => void
  /** When the list was fetched, to tell how long each order has left. */
  now: number
}

/** The orders table, for screens wide enough for it (phones get cards). */
export function OrdersTable({
  orders: items,
  expandedId,
  onToggle,
  onExpand,
  now,
}: OrdersTableProps) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="brand.100"
      rounded="xl"
      bg="white"
      css={{ containerType: 'inline-size' }}
    >
      <Table.Root size="sm" minW="4xl" aria-label={orders.tableLabel}>
        <Table.Header>
          <Table.Row bg="brand.50">
            <Table.ColumnHeader w="12">
              <VisuallyHidden>{orders.columns.expand}</VisuallyHidden>
            </Table.ColumnHeader>
            <Table.ColumnHeader>{orders.columns.number}</Table.ColumnHeader>
            <Table.ColumnHeader>{orders.columns.customer}</Table.ColumnHeader>
            <Table.ColumnHeader>{orders.columns.date}</Table.ColumnHeader>
            <Table.ColumnHeader>{orders.columns.status}</Table.ColumnHeader>
            <Table.ColumnHeader>{orders.columns.due}</Table.ColumnHeader>
            <Table.ColumnHeader>{orders.columns.actions}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              now={now}
              expanded={order.id === expandedId}
              onToggle={() => onToggle(order.id)}
              onExpand={() => onExpand(order.id)}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
