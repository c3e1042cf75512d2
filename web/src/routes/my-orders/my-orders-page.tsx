import { Box, Container, Stack } from '@chakra-ui/react'
import { orderMessages, siteMessages } from '@shop/domain'
import { useState } from 'react'
import { PageLoader } from '../../components/layout/page-loader'
import { LoadFailed } from '../../components/order/load-failed'
import { PageBand } from '../../components/order/page-band'
import type { BuyerOrder } from '@shop/domain'
import { useDocumentTitle } from '../../lib/use-document-title'
import { DeleteOrderDialog } from './delete-order-dialog'
import { MyOrdersLinks } from './my-orders-links'
import { OrderCard } from './order-card'
import { OrderPromoCard } from './order-promo-card'
import { OrdersEmpty } from './orders-empty'
import { OrdersTable } from './orders-table'
import { useBuyerOrders } from './use-buyer-orders'
import { useGiftResend } from './use-gift-resend'
import { useReportDownload } from './use-report-download'

const { myOrders: m } = orderMessages

/** /my-orders: the buyer's orders with their status, payment, download and delete actions. */
export function MyOrdersPage() {
  useDocumentTitle(siteMessages.pages.myOrders)
  const { state, retry } = useBuyerOrders()
  const { download, downloading } = useReportDownload()
  const { resend, resending } = useGiftResend()
  const [toDelete, setToDelete] = useState<BuyerOrder | null>(null)
  const actions = {
    downloading,
    onDownload: download,
    onDelete: setToDelete,
    resending,
    onResend: resend,
  }

  return (
    <>
      <PageBand title={siteMessages.pages.myOrders} subtitle={m.intro} />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Stack gap="8">
          {state.kind === 'loading' && <PageLoader />}
          {state.kind === 'failed' && (
            <LoadFailed
              title={m.loadFailed}
              message={state.message}
              retryLabel={m.retry}
              onRetry={retry}
            />
          )}
          {state.kind === 'ready' && state.data.orders.length === 0 && <OrdersEmpty />}
          {state.kind === 'ready' && state.data.orders.length > 0 && (
            <>
              <Box hideBelow="md">
                <OrdersTable orders={state.data.orders} {...actions} />
              </Box>
              <Stack as="ul" gap="3" listStyleType="none" hideFrom="md">
                {state.data.orders.map((order) => (
                  <OrderCard key={order.id} order={order} {...actions} />
                ))}
              </Stack>
            </>
          )}
          <OrderPromoCard />
          <MyOrdersLinks />
        </Stack>
      </Container>
      <DeleteOrderDialog order={toDelete} onClose={() => setToDelete(null)} />
    </>
  )
}
