import { adminMessages } from '@shop/domain'
import { StatusBadge } from '../../../components/ui/status-badge'
import type { AdminUser } from '../api/admin-types'

const { users: labels } = adminMessages

/**
 * Whether the customer opened the verification link sent at sign-up. An erased account has no
 * address left to have verified, so it shows none.
 */
export function EmailVerifiedBadge({ user }: { user: AdminUser }) {
  if (user.deleted_at) return null
  return user.email_verified ? (
    <StatusBadge palette="green">{labels.emailVerified}</StatusBadge>
  ) : (
    <StatusBadge palette="orange">{labels.emailUnverified}</StatusBadge>
  )
}
