import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { orderMessages } from '@shop/domain'
import { ShieldCheckIcon } from 'lucide-react'
import { CouponBox } from '../../components/order/coupon-box'
import { OrderSummary } from '../../components/order/order-summary'
import type { BuyerOrder } from '@shop/domain'
import { orderTotals } from '../../lib/order-totals'

const { checkout: m } = orderMessages

export interface CheckoutSidebarProps {
  order: BuyerOrder
  /** Absent for an order reopened from /my-orders: its coupon was fixed when it was made. */
  onCouponChange?: (code: string | null) => Promise<boolean>
}

/** The order as the server froze it: its number, breakdown and coupon. */
export function CheckoutSidebar({ order, onCouponChange }: CheckoutSidebarProps) {
  const applied = order.coupon_code
    ? { code: order.coupon_code, discountAmount: order.discount, description: null }
    : null

  return (
    <Stack gap="4" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      <HStack justify="space-between">
        <Text fontWeight="medium" color="brand.900">
          {m.orderNumber(order.order_number)}
        </Text>
        <Badge colorPalette="green" variant="subtle" rounded="full" px="2.5">
          <ShieldCheckIcon aria-hidden />
          {m.secure}
        </Badge>
      </HStack>
      <OrderSummary totals={orderTotals(order)}>
        {onCouponChange && (
          <CouponBox
            orderAmount={order.subtotal}
            applied={applied}
            onApply={(coupon) => onCouponChange(coupon.code)}
            onRemove={() => onCouponChange(null)}
          />
        )}
      </OrderSummary>
    </Stack>
  )
}
