import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react'
import { adminMessages } from '@shop/domain'
import type { AdminOrder } from '../api/admin-types'
import { OrderCancellation } from './order-cancellation'
import { OrderCancellationRequests } from './order-cancellation-requests'
import { OrderCustomer } from './order-customer'
import { OrderEmails } from './order-emails'
import { OrderPayments } from './order-payments'
import { OrderSummary } from './order-summary'
import { ReportCard } from './report-card'

const { orderDetails } = adminMessages

export interface OrderDetailsProps {
  id: string
  order: AdminOrder
  /** Inside a phone's card rather than under a table row: no sticking, no padding of its own. */
  fitted?: boolean
}

/**
 * Everything about one order. It keeps to the visible width of the scrolling table (sticky, as
 * wide as the scroll area), so on a phone it reads without scrolling sideways.
 */
export function OrderDetails({ id, order, fitted }: OrderDetailsProps) {
  const placement = fitted
    ? { w: 'full', minW: '0' }
    : { position: 'sticky', insetInlineStart: '0', w: '100cqi', p: { base: '3', md: '5' } }
  return (
    <Box
      id={id}
      role="region"
      aria-label={orderDetails.label(order.order_number)}
      {...placement}
      cursor="auto"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <OrderCustomer order={order} />
          <OrderSummary order={order} />
        </SimpleGrid>
        <Stack gap="3">
          <Heading as="h3" fontSize="md" color="brand.900">
            {orderDetails.reportsTitle(order.reports.length)}
          </Heading>
          {order.reports.map((report) => (
            <ReportCard key={report.id} order={order} report={report} />
          ))}
        </Stack>
        <OrderCancellation order={order} />
        <OrderCancellationRequests order={order} />
        <OrderPayments order={order} />
        <OrderEmails order={order} />
      </Stack>
    </Box>
  )
}
