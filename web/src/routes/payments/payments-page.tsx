import { Container, Heading, Stack } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { PageLoader } from '../../components/layout/page-loader'
import { LoadFailed } from '../../components/order/load-failed'
import { PageBand } from '../../components/order/page-band'
import { ListCards } from '../../components/ui/list-card'
import { useNarrowScreen } from '../../lib/use-narrow-screen'
import { useDocumentTitle } from '../../lib/use-document-title'
import { PaymentCard } from './payment-card'
import { PaymentSummaryCards } from './payment-summary-cards'
import { paymentTotals } from './payment-totals'
import { PaymentsEmpty } from './payments-empty'
import { PaymentsTable } from './payments-table'
import { usePayments } from './use-payments'

const { payments: m } = he.invoice

/** /payments: what was paid, the invoice-receipts, and what still awaits payment. */
export function PaymentsPage() {
  useDocumentTitle(he.site.pages.payments)
  const { state, retry } = usePayments()
  const narrow = useNarrowScreen()

  return (
    <>
      <PageBand title={he.site.pages.payments} subtitle={m.intro} />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        {state.kind === 'loading' && <PageLoader />}
        {state.kind === 'failed' && (
          <LoadFailed
            title={m.loadFailed}
            message={state.message}
            retryLabel={m.retry}
            onRetry={retry}
          />
        )}
        {state.kind === 'ready' && (
          <Stack gap="8">
            <PaymentSummaryCards totals={paymentTotals(state.payments)} />
            <Stack gap="4">
              <Heading as="h2" fontSize="xl" color="brand.900">
                {m.historyTitle}
              </Heading>
              {state.payments.length === 0 ? (
                <PaymentsEmpty />
              ) : narrow ? (
                <ListCards label={m.historyTitle}>
                  {state.payments.map((payment) => (
                    <PaymentCard key={payment.id} payment={payment} />
                  ))}
                </ListCards>
              ) : (
                <PaymentsTable payments={state.payments} />
              )}
            </Stack>
          </Stack>
        )}
      </Container>
    </>
  )
}
