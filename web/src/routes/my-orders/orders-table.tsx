import { formatAmount, formatDate, orderMessages } from '@shop/domain'
import type { BuyerOrder } from '@shop/domain'
import { ListTable } from '../../components/ui/list-table'
import { Table } from '../../components/ui/styled/table'
import { OrderActions, type OrderActionsProps } from './order-actions'
import { OrderReportsList } from './order-reports-list'
import { OrderStatusCell } from './order-status-cell'

const { myOrders: m } = orderMessages

export interface OrdersTableProps extends Omit<OrderActionsProps, 'order'> {
  orders: BuyerOrder[]
}

/** The orders on a wide screen: one row each. */
export function OrdersTable({ orders, ...actions }: OrdersTableProps) {
  return (
    <ListTable
      size="md"
      interactive
      columns={[m.orderNumber, m.date, m.reports, m.amount, m.status, m.actions]}
    >
      {orders.map((order) => (
        <Table.Row key={order.id} verticalAlign="top">
          <Table.Cell fontWeight="bold">{order.order_number}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDate(order.created_at)}</Table.Cell>
          <Table.Cell>
            <OrderReportsList
              order={order}
              resending={actions.resending}
              onResend={actions.onResend}
            />
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap" fontWeight="medium">
            {formatAmount(order.total)}
          </Table.Cell>
          <Table.Cell>
            <OrderStatusCell order={order} />
          </Table.Cell>
          <Table.Cell>
            <OrderActions order={order} {...actions} />
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  )
}
