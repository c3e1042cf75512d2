import { Button } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { LuHammer } from 'react-icons/lu'
import { toaster } from '../../../components/ui/toaster'
import { errorMessage } from '../../../lib/error-message'
import { adminApi } from '../api/admin-api'
import { useAdminMutation } from '../api/use-admin-mutation'
import type { WorkableReport } from '../api/admin-types'

const { report: labels } = he.admin

/** Marks a pending map "in work", which also moves a paid order to processing. */
export function StartWorkButton({ orderId, report }: { orderId: string; report: WorkableReport }) {
  const start = useAdminMutation({
    orderId,
    mutationFn: () => adminApi.startReport(report.id),
    onSuccess: () => {
      toaster.create({ type: 'success', title: labels.workStarted(report.subject_name) })
    },
    onError: (error) => {
      toaster.create({ type: 'error', title: errorMessage(error, labels.startWorkFailed) })
    },
  })
  return (
    <Button
      size="sm"
      variant="subtle"
      colorPalette="purple"
      loading={start.isPending}
      onClick={() => start.mutate()}
    >
      <LuHammer aria-hidden />
      {labels.startWork}
    </Button>
  )
}
