import { Button } from '@chakra-ui/react'
import { adminMessages, formatShortDateTime, mapsDelivered, refundableStatuses } from '@shop/domain'
import { useState } from 'react'
import { Undo2Icon } from 'lucide-react'
import { Panel } from '../../../components/admin/panel'
import { DataList } from '../../../components/ui/styled/data-list'
import type { AdminOrder } from '../api/admin-types'
import { CancelOrderDialog } from './cancel-order-dialog'

const { orderDetails: labels, cancelDialog, dashboard } = adminMessages

/** Paid, not deleted, and none of its maps delivered: the rules the server cancels by. */
const cancellable = (order: AdminOrder) =>
  refundableStatuses.includes(order.status) &&
  !order.deleted_at &&
  !mapsDelivered({
    status: order.status,
    deliveredReports: order.reports.filter((report) => report.status === 'ready').length,
  })

/**
 * A cancelled paid order says who cancelled it, when and why, with its credit invoice; one that
 * may still be cancelled offers the cancellation with its refund.
 */
export function OrderCancellation({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false)
  if (order.credit_number !== null) {
    return (
      <Panel title={labels.cancellationTitle}>
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>{labels.cancelledAt}</DataList.ItemLabel>
            <DataList.ItemValue>{formatShortDateTime(order.cancelled_at!)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{labels.cancelledBy}</DataList.ItemLabel>
            <DataList.ItemValue>
              <bdi>{order.cancelled_by ?? dashboard.none}</bdi>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{labels.cancelReason}</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-line" overflowWrap="anywhere">
              {order.cancel_reason}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{labels.creditInvoice}</DataList.ItemLabel>
            <DataList.ItemValue>{order.credit_number}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Panel>
    )
  }
  if (!cancellable(order)) return null
  return (
    <Panel title={labels.cancellationTitle}>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        alignSelf="start"
        aria-label={cancelDialog.openLabel(order.order_number)}
        onClick={() => setOpen(true)}
      >
        <Undo2Icon aria-hidden />
        {cancelDialog.open}
      </Button>
      <CancelOrderDialog order={order} open={open} onOpenChange={setOpen} />
    </Panel>
  )
}
