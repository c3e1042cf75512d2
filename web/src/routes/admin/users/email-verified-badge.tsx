import { Badge } from '@chakra-ui/react'
import { he } from '@shop/domain'

const { users: labels } = he.admin

/** Whether the customer opened the verification link sent at sign-up. */
export function EmailVerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge colorPalette="green" variant="outline">
      {labels.emailVerified}
    </Badge>
  ) : (
    <Badge colorPalette="orange" variant="outline">
      {labels.emailUnverified}
    </Badge>
  )
}
