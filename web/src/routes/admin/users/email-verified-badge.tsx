import { adminMessages } from '@shop/domain'
import { StatusBadge } from '../../../components/ui/status-badge'

const { users: labels } = adminMessages

/** Whether the customer opened the verification link sent at sign-up. */
export function EmailVerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <StatusBadge palette="green">{labels.emailVerified}</StatusBadge>
  ) : (
    <StatusBadge palette="orange">{labels.emailUnverified}</StatusBadge>
  )
}
