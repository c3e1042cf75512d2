import { Flex, Heading } from '@chakra-ui/react'
import { formatAmount, formatDate, orderMessages } from '@shop/domain'
import { Card } from '../../components/ui/styled/card'
import { DataList } from '../../components/ui/styled/data-list'
import { OrderActions, type OrderActionsProps } from './order-actions'
import { OrderReportsList } from './order-reports-list'
import { OrderStatusCell } from './order-status-cell'

const { myOrders: m } = orderMessages

/** One order on a narrow screen, where a table would not fit. */
export function OrderCard({ order, ...actions }: OrderActionsProps) {
  return (
    <Card.Root as="li" variant="outline" rounded="xl" borderColor="brand.100" bg="white">
      <Card.Body gap="4" p="4">
        <Flex justify="space-between" align="start" gap="3">
          <Heading as="h2" fontSize="md" color="brand.900">
            {`${m.orderNumber} ${order.order_number}`}
          </Heading>
          <OrderStatusCell order={order} />
        </Flex>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>{m.date}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(order.created_at)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{m.reports}</DataList.ItemLabel>
            <DataList.ItemValue>
              <OrderReportsList
                order={order}
                resending={actions.resending}
                onResend={actions.onResend}
              />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{m.amount}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="bold">{formatAmount(order.total)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <OrderActions order={order} {...actions} />
      </Card.Body>
    </Card.Root>
  )
}
