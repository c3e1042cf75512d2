import { Badge, Separator } from '@chakra-ui/react'
import {
  adminMessages,
  formatAmount,
  formatDiscount,
  formatShortDateTime,
  parseShekels,
} from '@shop/domain'
import type { ReactNode } from 'react'
import { DataList } from '../../../components/ui/styled/data-list'
import type { AdminOrder } from '../api/admin-types'
import { Panel } from '../../../components/admin/panel'

const { orderDetails, orders } = adminMessages

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  )
}

/** The money: subtotal, the coupon's discount when there was one, VAT and total. */
export function OrderSummary({ order }: { order: AdminOrder }) {
  const discounted = (parseShekels(order.discount) ?? 0) > 0
  return (
    <Panel title={orderDetails.summaryTitle}>
      {order.deleted_at && (
        <Badge colorPalette="red" variant="solid" w="fit-content">
          {orders.orderDeleted}
        </Badge>
      )}
      <DataList.Root orientation="horizontal" size="sm">
        <Line label={orderDetails.subtotal}>{formatAmount(order.subtotal)}</Line>
        {discounted && (
          <Line label={orderDetails.discount(order.coupon_code)}>
            {formatDiscount(order.discount)}
          </Line>
        )}
        <Line label={orderDetails.vat}>{formatAmount(order.vat)}</Line>
      </DataList.Root>
      <Separator />
      <DataList.Root orientation="horizontal" size="sm">
        <Line label={orderDetails.total}>
          <strong>{formatAmount(order.total)}</strong>
        </Line>
        {order.receipt_number !== null && (
          <Line label={orderDetails.receipt}>{order.receipt_number}</Line>
        )}
        {order.paid_at && (
          <Line label={orderDetails.paidAt}>{formatShortDateTime(order.paid_at)}</Line>
        )}
      </DataList.Root>
    </Panel>
  )
}
