import { Stack } from '@chakra-ui/react'
import { adminMessages, formatAmount, formatDate } from '@shop/domain'
import { ListCard } from '../../../components/ui/list-card'
import type { AdminUser } from '../api/admin-types'
import { AccountStatusBadge } from './account-status-badge'
import { EmailVerifiedBadge } from './email-verified-badge'

const { users: labels, dashboard } = adminMessages

/** One customer on a phone, where the users table would not fit. */
export function UserCard({ user }: { user: AdminUser }) {
  return (
    <ListCard
      title={user.name || dashboard.none}
      badge={<AccountStatusBadge deleted={Boolean(user.deleted_at)} labels={labels} />}
      fields={[
        {
          label: labels.columns.email,
          value: (
            <Stack gap="1" align="start">
              <bdi>{user.email}</bdi>
              <EmailVerifiedBadge user={user} />
            </Stack>
          ),
        },
        {
          label: labels.columns.phone,
          value: user.phone ? <bdi>{user.phone}</bdi> : dashboard.none,
        },
        { label: labels.columns.orders, value: user.total_orders },
        { label: labels.columns.spent, value: formatAmount(user.total_spent, 2) },
        { label: labels.columns.joined, value: formatDate(user.created_at) },
      ]}
    />
  )
}
