import { SimpleGrid } from '@chakra-ui/react'
import { adminMessages, formatAmount } from '@shop/domain'
import { ReceiptIcon, UsersIcon, WalletIcon } from 'lucide-react'
import type { AdminStats } from '../api/admin-types'
import { SummaryCard } from './summary-card'

const { summary } = adminMessages

/** Orders (pending among them), registered customers, and revenue beside the current price. */
export function SummaryCards({ stats }: { stats: AdminStats | undefined }) {
  const loading = !stats
  return (
    <SimpleGrid as="section" aria-label={summary.label} columns={{ base: 1, md: 3 }} gap="4">
      <SummaryCard
        label={summary.totalOrders}
        icon={<ReceiptIcon />}
        loading={loading}
        value={stats?.totalOrders ?? 0}
        hint={stats && summary.pendingOrders(stats.pendingOrders)}
      />
      <SummaryCard
        label={summary.totalCustomers}
        icon={<UsersIcon />}
        loading={loading}
        value={stats?.totalCustomers ?? 0}
        hint={summary.customersHint}
      />
      <SummaryCard
        label={summary.revenue}
        icon={<WalletIcon />}
        loading={loading}
        value={stats ? formatAmount(stats.revenue, 0) : formatAmount(0, 0)}
        hint={stats && summary.mapPrice(formatAmount(stats.mapPrice))}
      />
    </SimpleGrid>
  )
}
