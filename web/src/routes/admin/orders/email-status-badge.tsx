import { Badge } from '@chakra-ui/react'
import { he, type EmailStatus } from '@shop/domain'

const palettes: Record<EmailStatus, string> = { queued: 'orange', sent: 'green', failed: 'red' }

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return (
    <Badge colorPalette={palettes[status] ?? 'gray'} variant="subtle">
      {he.admin.emailStatus[status] ?? status}
    </Badge>
  )
}
