import { Button, Stack, Text } from '@chakra-ui/react'
import { mapMessages, orderMessages, siteMessages } from '@shop/domain'
import { ArrowLeftIcon } from 'lucide-react'
import { CouponBox } from '../../components/order/coupon-box'
import { OrderSummary } from '../../components/order/order-summary'
import { useAppliedCoupon } from '../../components/order/use-applied-coupon'
import { cartTotals, couponOrderAmount } from '../../lib/order-totals'
import { usePublicSettings } from '../../lib/public-settings'

/** Beside the report cards: the coupon box, the price breakdown and the way on. */
export function OrderSidebar({ reportCount }: { reportCount: number }) {
  const { settings } = usePublicSettings()
  const { coupon, apply, remove } = useAppliedCoupon({ clearOnLoad: true })

  return (
    <Stack gap="4" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      <OrderSummary totals={cartTotals(reportCount, settings, coupon)}>
        <CouponBox
          orderAmount={couponOrderAmount(reportCount, settings)}
          applied={coupon}
          onApply={apply}
          onRemove={remove}
        />
        <Button type="submit" colorPalette="brand" size="lg" w="full">
          {orderMessages.form.continue}
          <ArrowLeftIcon aria-hidden />
        </Button>
      </OrderSummary>
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {settings.maps_auto_approve
          ? mapMessages.promise.footerWithinMinutes
          : siteMessages.footer.deliveryNote}
      </Text>
    </Stack>
  )
}
