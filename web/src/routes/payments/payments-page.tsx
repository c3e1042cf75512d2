import { Container, Heading, Stack } from '@chakra-ui/react'
import { errorMessages, invoiceMessages, siteMessages } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { PageLoader } from '../../components/layout/page-loader'
import { LoadFailed } from '../../components/order/load-failed'
import { PageBand } from '../../components/order/page-band'
import { ListCards } from '../../components/ui/list-card'
import { loadState } from '../../lib/load-state'
import { ordersApi } from '../../lib/orders-api'
import { queryKeys } from '../../lib/query-keys'
import { useNarrowScreen } from '../../lib/use-narrow-screen'
import { useDocumentTitle } from '../../lib/use-document-title'
import { PaymentCard } from './payment-card'
import { PaymentSummaryCards } from './payment-summary-cards'
import { paymentTotals } from './payment-totals'
import { PaymentsEmpty } from './payments-empty'
import { PaymentsTable } from './payments-table'

const { payments: m } = invoiceMessages

/** /payments: what was paid, the invoice-receipts, and what still awaits payment. */
export function PaymentsPage() {
  useDocumentTitle(siteMessages.pages.payments)
  const payments = useQuery({
    queryKey: queryKeys.buyer.payments,
    queryFn: ({ signal }) => ordersApi.payments({ signal }),
  })
  const state = loadState(payments, errorMessages.unavailable)
  const narrow = useNarrowScreen()

  return (
    <>
      <PageBand title={siteMessages.pages.payments} subtitle={m.intro} />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        {state.kind === 'loading' && <PageLoader />}
        {state.kind === 'failed' && (
          <LoadFailed
            title={m.loadFailed}
            message={state.message}
            retryLabel={m.retry}
            onRetry={() => void payments.refetch()}
          />
        )}
        {state.kind === 'ready' && (
          <Stack gap="8">
            <PaymentSummaryCards totals={paymentTotals(state.data)} />
            <Stack gap="4">
              <Heading as="h2" fontSize="xl" color="brand.900">
                {m.historyTitle}
              </Heading>
              {state.data.length === 0 ? (
                <PaymentsEmpty />
              ) : narrow ? (
                <ListCards label={m.historyTitle}>
                  {state.data.map((payment) => (
                    <PaymentCard key={payment.id} payment={payment} />
                  ))}
                </ListCards>
              ) : (
                <PaymentsTable payments={state.data} />
              )}
            </Stack>
          </Stack>
        )}
      </Container>
    </>
  )
}
