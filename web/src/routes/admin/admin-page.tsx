import { Box, Container, Stack } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { useAuth } from '../../auth/auth-state'
import { queryKeys } from '../../lib/query-keys'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AdminHeader } from './admin-header'
import { adminApi } from './api/admin-api'
import { BusinessDetailsBanner } from './business-details-banner'
import { DashboardTabs } from './dashboard-tabs'
import { QueueBoardLink } from './summary/queue-board-link'
import { SummaryCards } from './summary/summary-cards'

const statsRefreshMs = 30_000

/** The managers' dashboard: summary cards, then orders, users, coupons, pricing and settings. */
export function AdminPage() {
  useDocumentTitle(siteMessages.pages.admin)
  const { user } = useAuth()
  const stats = useQuery({
    queryKey: queryKeys.admin.stats,
    queryFn: ({ signal }) => adminApi.stats(signal),
    refetchInterval: statsRefreshMs,
    refetchIntervalInBackground: false,
  })
  const settings = useQuery({
    queryKey: queryKeys.admin.settings,
    queryFn: ({ signal }) => adminApi.settings(signal),
  })

  return (
    <Box bg="brand.50/60" flex="1">
      <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '3', md: '6' }}>
        <Stack gap="6">
          <AdminHeader user={user} actions={<QueueBoardLink />} />
          <BusinessDetailsBanner settings={settings.data} />
          <SummaryCards stats={stats.data} />
          <DashboardTabs settings={settings} />
        </Stack>
      </Container>
    </Box>
  )
}
