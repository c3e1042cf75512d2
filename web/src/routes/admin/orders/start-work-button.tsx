import { Button } from '@chakra-ui/react'
import { adminMessages } from '@shop/domain'
import { HammerIcon } from 'lucide-react'
import { adminApi } from '../api/admin-api'
import { useAdminMutation } from '../api/use-admin-mutation'
import type { WorkableReport } from '../api/admin-types'

const { report: labels } = adminMessages

/** Marks a pending map "in work", which also moves a paid order to processing. */
export function StartWorkButton({ orderId, report }: { orderId: string; report: WorkableReport }) {
  const start = useAdminMutation({
    orderId,
    mutationFn: () => adminApi.startReport(report.id),
    notices: { success: labels.workStarted(report.subject_name), failure: labels.startWorkFailed },
  })
  return (
    <Button
      size="sm"
      variant="subtle"
      colorPalette="purple"
      loading={start.isPending}
      onClick={() => start.mutate()}
    >
      <HammerIcon aria-hidden />
      {labels.startWork}
    </Button>
  )
}
