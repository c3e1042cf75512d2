import { Button, Container, Grid, Stack } from '@chakra-ui/react'
import { orderMessages, siteMessages } from '@shop/domain'
import { useEffect } from 'react'
import { FormProvider } from 'react-hook-form'
import { PlusIcon } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { authAtom, authStore } from '../../auth/auth-state'
import { HydratedFieldset } from '../../components/form/hydrated-fieldset'
import { CheckoutClosedNotice } from '../../components/order/checkout-closed-notice'
import { PageBand } from '../../components/order/page-band'
import { SampleMapLink } from '../../components/order/sample-map-link'
import { toaster } from '../../components/ui/toaster'
import { useDocumentTitle } from '../../lib/use-document-title'
import { OrderSidebar } from './order-sidebar'
import { ReportCard } from './report-card'
import { useOrderForm } from './use-order-form'

/** /order and /report-form: one card per report, a coupon and the summary, then the cart. */
export function OrderPage() {
  useDocumentTitle(siteMessages.pages.order)
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  // The form reads the parameter once, on its first render; the link's gift card is then among
  // the stored drafts, and the parameter is dropped so that a reload does not add another.
  useEffect(() => {
    if (params.has('gift')) {
      setParams(
        (next) => {
          next.delete('gift')
          return next
        },
        { replace: true },
      )
    }
  }, [params, setParams])
  const { form, reports, addReport, removeReport, submit, preloadChecks } = useOrderForm({
    gift: params.get('gift') === 'true',
    onContinue: () => {
      // A session still being restored goes on too: the cart waits for it. Read at the click
      // rather than subscribed to: the session arriving would draw the whole form again.
      if (authStore.get(authAtom).status !== 'unauthenticated') {
        void navigate('/cart')
        return
      }
      // /report-form is open to visitors, but the cart is not: sign in and come back to it.
      toaster.create({ type: 'info', title: orderMessages.loginRequired })
      void navigate('/login', { state: { from: '/cart' } })
    },
  })

  return (
    <>
      <PageBand title={siteMessages.pages.order} subtitle={orderMessages.form.intro} />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <CheckoutClosedNotice />
        <SampleMapLink color="brand.700" mb={{ base: '4', md: '6' }} />
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} onFocus={preloadChecks}>
            <HydratedFieldset>
              <Grid templateColumns={{ base: '1fr', lg: '1fr 360px' }} gap="6" alignItems="start">
                <Stack gap="5">
                  {reports.map((report, index) => (
                    <ReportCard
                      key={report.key}
                      index={index}
                      onRemove={() => removeReport(index)}
                    />
                  ))}
                  <Button
                    type="button"
                    variant="outline"
                    colorPalette="brand"
                    borderStyle="dashed"
                    size="lg"
                    onClick={addReport}
                  >
                    <PlusIcon aria-hidden />
                    {orderMessages.form.addReport}
                  </Button>
                </Stack>
                <OrderSidebar reportCount={reports.length} />
              </Grid>
            </HydratedFieldset>
          </form>
        </FormProvider>
      </Container>
    </>
  )
}
