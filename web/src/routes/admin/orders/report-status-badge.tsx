import { Badge } from '@chakra-ui/react'
import { he, type ReportStatus } from '@shop/domain'

const palettes: Record<ReportStatus, string> = {
  pending: 'orange',
  processing: 'purple',
  drafted: 'blue',
  ready: 'green',
}

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return (
    <Badge colorPalette={palettes[status] ?? 'gray'} variant="subtle">
      {he.admin.reportStatus[status] ?? status}
    </Badge>
  )
}
