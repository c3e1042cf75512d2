import { adminMessages, type ReportStatus } from '@shop/domain'
import { StatusBadge } from '../../../components/ui/status-badge'

const palettes: Record<ReportStatus, string> = {
  pending: 'orange',
  processing: 'purple',
  drafted: 'blue',
  ready: 'green',
}

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return (
    <StatusBadge palette={palettes[status] ?? 'gray'}>
      {adminMessages.reportStatus[status] ?? status}
    </StatusBadge>
  )
}
