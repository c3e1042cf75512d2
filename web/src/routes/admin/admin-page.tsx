import { Box, Container, Stack } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { useAuth } from '../../auth/auth-state'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AdminHeader } from './admin-header'
import { adminApi } from './api/admin-api'
import { useApiQuery } from './api/use-api-query'
import { BusinessDetailsBanner } from './business-details-banner'
import { DashboardTabs } from './dashboard-tabs'
import { QueueBoardLink } from './summary/queue-board-link'
import { SummaryCards } from './summary/summary-cards'

const statsRefreshMs = 30_000

/** The managers' dashboard: summary cards, then orders, users, coupons, pricing and settings. */
export function AdminPage() {
  useDocumentTitle(he.site.pages.admin)
  const { user } = useAuth()
  const stats = useApiQuery('stats', adminApi.stats, { refreshMs: statsRefreshMs })
  const settings = useApiQuery('settings', adminApi.settings)

  return (
    <Box bg="brand.50/60" flex="1">
      <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '3', md: '6' }}>
        <Stack gap="6">
          <AdminHeader user={user} actions={<QueueBoardLink />} />
          <BusinessDetailsBanner settings={settings.data} />
          <SummaryCards stats={stats.data} />
          <DashboardTabs
            settings={settings}
            onOrdersChanged={stats.reload}
            onPriceChanged={() => {
              settings.reload()
              stats.reload()
            }}
          />
        </Stack>
      </Container>
    </Box>
  )
}
