import { Button } from '@chakra-ui/react'
import { adminMessages, formatDate } from '@shop/domain'
import { useId, useState } from 'react'
import { ChevronDownIcon } from 'lucide-react'
import { ListCard } from '../../../components/ui/list-card'
import { OrderCustomerCell } from './order-customer-cell'
import { OrderDetails } from './order-details'
import { OrderDue } from './order-due'
import { chevronStyle, expandToggleProps } from './expand-toggle'
import type { OrderRowProps } from './order-row'
import { OrderStatusBadge } from '../../../components/order/order-status-badge'
import { SendEmailButton } from './send-email-button'
import { SendEmailDialog } from './send-email-dialog'

const { orders } = adminMessages

/** One order on a phone, where the orders table would not fit; its details open inside it. */
export function OrderCard({ order, now, expanded, onToggle, onExpand }: OrderRowProps) {
  const detailsId = useId()
  const [emailOpen, setEmailOpen] = useState(false)

  return (
    <ListCard
      title={<bdi>#{order.order_number}</bdi>}
      badge={
        <OrderStatusBadge status={order.status} forManager deleted={Boolean(order.deleted_at)} />
      }
      fields={[
        { label: orders.columns.customer, value: <OrderCustomerCell order={order} /> },
        { label: orders.columns.date, value: formatDate(order.created_at) },
        { label: orders.columns.due, value: <OrderDue order={order} now={now} /> },
      ]}
      actions={
        <>
          <Button
            size="xs"
            variant="outline"
            {...expandToggleProps(expanded, detailsId, order.order_number)}
            onClick={onToggle}
          >
            <ChevronDownIcon aria-hidden style={chevronStyle(expanded)} />
            {orders.columns.expand}
          </Button>
          <SendEmailButton order={order} onClick={() => setEmailOpen(true)} />
        </>
      }
    >
      {expanded && <OrderDetails id={detailsId} order={order} fitted />}
      <SendEmailDialog
        order={order}
        open={emailOpen}
        onOpenChange={setEmailOpen}
        onSent={onExpand}
      />
    </ListCard>
  )
}
