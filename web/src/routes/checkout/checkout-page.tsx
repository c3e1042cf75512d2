import { Button, Container, Grid, Stack } from '@chakra-ui/react'
import { orderMessages, siteMessages } from '@shop/domain'
import { useAtomValue } from 'jotai'
import { ArrowRightIcon } from 'lucide-react'
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom'
import { PageLoader } from '../../components/layout/page-loader'
import { CheckoutClosedNotice } from '../../components/order/checkout-closed-notice'
import { EmptyCart } from '../../components/order/empty-cart'
import { PageBand } from '../../components/order/page-band'
import { pendingReportsAtom } from '../../lib/pending-reports'
import { usePublicSettings } from '../../lib/public-settings'
import { useDocumentTitle } from '../../lib/use-document-title'
import { CheckoutFailed } from './checkout-failed'
import { ownMapPhone } from './checkout-order'
import { DealDisclosure } from './deal-disclosure'
import { CheckoutSidebar } from './checkout-sidebar'
import { PaymentForm } from './payment-form'
import { useCheckoutOrder } from './use-checkout-order'

const { checkout: m } = orderMessages

/** /checkout: the order is saved on entry, then paid with the card form. */
export function CheckoutPage() {
  useDocumentTitle(siteMessages.pages.checkout)
  const [params] = useSearchParams()
  const { state, retry, changeCoupon } = useCheckoutOrder(params.get('order'))
  const drafts = useAtomValue(pendingReportsAtom)
  const { checkout_open: open } = usePublicSettings().settings

  if (state.kind === 'redirect') {
    return <Navigate to={state.to} replace state={state.from ? { from: state.from } : undefined} />
  }
  const back = state.kind === 'ready' && !state.fromPendingReports ? '/my-orders' : '/cart'

  return (
    <>
      <PageBand title={siteMessages.pages.checkout} subtitle={m.intro} />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <CheckoutClosedNotice />
        {open && state.kind === 'loading' && <PageLoader />}
        {/* Said here, with the way to the order form, rather than by moving there unasked */}
        {open && state.kind === 'empty' && <EmptyCart />}
        {open && state.kind === 'failed' && (
          <CheckoutFailed message={state.message} onRetry={retry} />
        )}
        {open && state.kind === 'ready' && (
          <Grid templateColumns={{ base: '1fr', lg: '1fr 360px' }} gap="8" alignItems="start">
            <Stack gap="6" maxW={{ lg: '2xl' }}>
              <DealDisclosure order={state.order} />
              <PaymentForm
                order={state.order}
                mapPhone={state.fromPendingReports ? ownMapPhone(drafts) : ''}
              />
            </Stack>
            <Stack order={{ base: -1, lg: 0 }}>
              <CheckoutSidebar
                order={state.order}
                onCouponChange={state.fromPendingReports ? changeCoupon : undefined}
              />
            </Stack>
          </Grid>
        )}
        <Button asChild variant="ghost" colorPalette="brand" mt="6">
          <RouterLink to={back}>
            <ArrowRightIcon aria-hidden />
            {back === '/cart' ? m.back : siteMessages.account.myOrders}
          </RouterLink>
        </Button>
      </Container>
    </>
  )
}
