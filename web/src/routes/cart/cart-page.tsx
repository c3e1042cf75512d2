import { Button, Container, Grid, Stack } from '@chakra-ui/react'
import { formatShekels, orderMessages, pendingReportSchema, siteMessages } from '@shop/domain'
import { useAtomValue } from 'jotai'
import { ArrowLeftIcon, ArrowRightIcon } from 'lucide-react'
import { Navigate, Link as RouterLink } from 'react-router-dom'
import { CheckoutClosedNotice } from '../../components/order/checkout-closed-notice'
import { CouponBox } from '../../components/order/coupon-box'
import { OrderSummary } from '../../components/order/order-summary'
import { PageBand } from '../../components/order/page-band'
import { useAppliedCoupon } from '../../components/order/use-applied-coupon'
import { cartTotals, couponOrderAmount, mapPriceWithVat } from '../../lib/order-totals'
import { pendingReportsAtom } from '../../lib/pending-reports'
import { usePublicSettings } from '../../lib/public-settings'
import { useDocumentTitle } from '../../lib/use-document-title'
import { CartReportItem } from './cart-report-item'
import { EmptyCart } from '../../components/order/empty-cart'

const { cart: m } = orderMessages

/** /cart: the reports as entered, the coupon and the summary, before checkout. */
export function CartPage() {
  useDocumentTitle(siteMessages.pages.cart)
  const { settings } = usePublicSettings()
  const { coupon, apply, remove } = useAppliedCoupon({ clearOnLoad: false })
  const reports = useAtomValue(pendingReportsAtom)

  // Reports that would not pass the order form go back to it to be completed.
  if (reports.some((report) => !pendingReportSchema.safeParse(report).success)) {
    return <Navigate to="/report-form" replace />
  }

  const totals = cartTotals(reports.length, settings, coupon)
  const priceWithVat = formatShekels(mapPriceWithVat(settings))

  return (
    <>
      <PageBand title={siteMessages.pages.cart} subtitle={m.intro} />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <CheckoutClosedNotice />
        {reports.length === 0 ? (
          <EmptyCart />
        ) : (
          <Grid templateColumns={{ base: '1fr', lg: '1fr 360px' }} gap="6" alignItems="start">
            <Stack as="ul" gap="4" listStyleType="none">
              {reports.map((report) => (
                <CartReportItem key={report.id} report={report} priceWithVat={priceWithVat} />
              ))}
            </Stack>
            <Stack gap="4" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
              <OrderSummary totals={totals}>
                <CouponBox
                  orderAmount={couponOrderAmount(reports.length, settings)}
                  applied={coupon}
                  onApply={apply}
                  onRemove={remove}
                />
                <Stack gap="2">
                  {settings.checkout_open && (
                    <Button asChild colorPalette="brand" size="lg">
                      <RouterLink to="/checkout">
                        {m.continue}
                        <ArrowLeftIcon aria-hidden />
                      </RouterLink>
                    </Button>
                  )}
                  <Button asChild variant="ghost" colorPalette="brand">
                    <RouterLink to="/report-form">
                      <ArrowRightIcon aria-hidden />
                      {m.back}
                    </RouterLink>
                  </Button>
                </Stack>
              </OrderSummary>
            </Stack>
          </Grid>
        )}
      </Container>
    </>
  )
}
