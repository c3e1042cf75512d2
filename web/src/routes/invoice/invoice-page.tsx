import { Button, Container, HStack } from '@chakra-ui/react'
import { errorMessages, invoiceMessages, siteMessages } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ArrowRightIcon, DownloadIcon, PrinterIcon } from 'lucide-react'
import { Link as RouterLink, useParams } from 'react-router-dom'
import { PageLoader } from '../../components/layout/page-loader'
import { toaster } from '../../components/ui/toaster'
import { downloadFile } from '../../lib/download-file'
import { errorMessage } from '../../lib/error-message'
import { LoadFailed } from '../../components/order/load-failed'
import { loadState } from '../../lib/load-state'
import { ordersApi, type InvoiceDocumentKind } from '../../lib/orders-api'
import { queryKeys } from '../../lib/query-keys'
import { useDocumentTitle } from '../../lib/use-document-title'
import { InvoiceDocument } from './invoice-document'
import { PrintStyles } from './print-styles'

const { document: m } = invoiceMessages

/**
 * /payments/:orderId/invoice: the printable invoice-receipt of a paid order; with the credit kind,
 * /payments/:orderId/credit-invoice, the credit invoice of one the shop cancelled.
 */
export function InvoicePage({ kind = 'invoice' }: { kind?: InvoiceDocumentKind }) {
  useDocumentTitle(
    kind === 'invoice' ? siteMessages.pages.invoice : siteMessages.pages.creditInvoice,
  )
  const { orderId = '' } = useParams()
  const invoice = useQuery({
    queryKey: queryKeys.buyer.invoice(orderId, kind),
    queryFn: ({ signal }) => ordersApi.invoice(orderId, kind, { signal }),
  })
  const state = loadState(invoice, errorMessages.unavailable)
  const [downloading, setDownloading] = useState(false)

  const download = async () => {
    setDownloading(true)
    try {
      await downloadFile(
        `/api/payments/${encodeURIComponent(orderId)}/${kind}/pdf`,
        errorMessages.unavailable,
      )
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, errorMessages.unavailable) })
    } finally {
      setDownloading(false)
    }
  }

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} _print={{ maxW: 'full', py: '0' }}>
      <PrintStyles />
      <HStack justify="space-between" wrap="wrap" gap="2" mb="6" _print={{ display: 'none' }}>
        <Button asChild variant="ghost" colorPalette="brand">
          <RouterLink to="/payments">
            <ArrowRightIcon aria-hidden />
            {m.back}
          </RouterLink>
        </Button>
        {state.kind === 'ready' && (
          <HStack gap="2">
            <Button
              colorPalette="brand"
              loading={downloading}
              loadingText={m.downloading}
              onClick={() => void download()}
            >
              <DownloadIcon aria-hidden />
              {m.downloadPdf}
            </Button>
            <Button variant="outline" colorPalette="brand" onClick={() => window.print()}>
              <PrinterIcon aria-hidden />
              {m.print}
            </Button>
          </HStack>
        )}
      </HStack>
      {state.kind === 'loading' && <PageLoader />}
      {state.kind === 'failed' && (
        <LoadFailed
          title={m.loadFailed}
          message={state.message}
          retryLabel={invoiceMessages.payments.retry}
          onRetry={() => void invoice.refetch()}
        />
      )}
      {state.kind === 'ready' && <InvoiceDocument invoice={state.data} />}
    </Container>
  )
}

/** /payments/:orderId/credit-invoice */
export function CreditInvoicePage() {
  return <InvoicePage kind="credit-invoice" />
}
