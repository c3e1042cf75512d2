import { adminMessages, type EmailStatus } from '@shop/domain'
import { StatusBadge } from '../../../components/ui/status-badge'

const palettes: Record<EmailStatus, string> = { queued: 'orange', sent: 'green', failed: 'red' }

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return (
    <StatusBadge palette={palettes[status] ?? 'gray'}>
      {adminMessages.emailStatus[status] ?? status}
    </StatusBadge>
  )
}
