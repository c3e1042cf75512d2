import { IconButton } from '@chakra-ui/react'
import { formatDate } from '@shop/domain'
import { useId, useState, type MouseEvent } from 'react'
import { ChevronDownIcon } from 'lucide-react'
import { Table } from '../../../components/ui/styled/table'
import type { AdminOrder } from '../api/admin-types'
import { OrderCustomerCell } from './order-customer-cell'
import { OrderDetails } from './order-details'
import { OrderDue } from './order-due'
import { chevronStyle, expandToggleProps } from './expand-toggle'
import { OrderStatusBadge } from '../../../components/order/order-status-badge'
import { SendEmailButton } from './send-email-button'
import { SendEmailDialog } from './send-email-dialog'
const columnCount = 7

export interface OrderRowProps {
  order: AdminOrder
  now: number
  expanded: boolean
  onToggle: () => void
  onExpand: () => void
}

/** One order; a click anywhere on the row (or on its toggle) opens its details below it. */
export function OrderRow({ order, now, expanded, onToggle, onExpand }: OrderRowProps) {
  const detailsId = useId()
  const [emailOpen, setEmailOpen] = useState(false)
  const stop = (handler: () => void) => (event: MouseEvent) => {
    event.stopPropagation()
    handler()
  }

  return (
    <>
      <Table.Row
        onClick={onToggle}
        cursor="pointer"
        bg={expanded ? 'brand.50' : undefined}
        _hover={{ bg: 'brand.50' }}
        data-order-number={order.order_number}
      >
        <Table.Cell>
          <IconButton
            size="xs"
            variant="ghost"
            {...expandToggleProps(expanded, detailsId, order.order_number)}
            onClick={stop(onToggle)}
          >
            <ChevronDownIcon style={chevronStyle(expanded)} />
          </IconButton>
        </Table.Cell>
        <Table.Cell fontWeight="bold" color="brand.900">
          <bdi>#{order.order_number}</bdi>
        </Table.Cell>
        <Table.Cell>
          <OrderCustomerCell order={order} />
        </Table.Cell>
        <Table.Cell whiteSpace="nowrap">{formatDate(order.created_at)}</Table.Cell>
        <Table.Cell>
          <OrderStatusBadge status={order.status} forManager deleted={Boolean(order.deleted_at)} />
        </Table.Cell>
        <Table.Cell>
          <OrderDue order={order} now={now} />
        </Table.Cell>
        <Table.Cell>
          <SendEmailButton order={order} onClick={stop(() => setEmailOpen(true))} />
        </Table.Cell>
      </Table.Row>
      {expanded && (
        <Table.Row bg="brand.50/40">
          <Table.Cell colSpan={columnCount} p="0">
            <OrderDetails id={detailsId} order={order} />
          </Table.Cell>
        </Table.Row>
      )}
      <SendEmailDialog
        order={order}
        open={emailOpen}
        onOpenChange={setEmailOpen}
        onSent={onExpand}
      />
    </>
  )
}
