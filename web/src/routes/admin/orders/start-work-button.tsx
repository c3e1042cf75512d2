import { Button } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { useState } from 'react'
import { LuHammer } from 'react-icons/lu'
import { toaster } from '../../../components/ui/toaster'
import { errorMessage } from '../../../lib/error-message'
import { adminApi } from '../api/admin-api'
import type { WorkableReport } from '../api/admin-types'

const { report: labels } = he.admin

/** Marks a pending map "in work", which also moves a paid order to processing. */
export function StartWorkButton({
  report,
  onStarted,
}: {
  report: WorkableReport
  onStarted: () => void
}) {
  const [saving, setSaving] = useState(false)
  const start = async () => {
    setSaving(true)
    try {
      await adminApi.startReport(report.id)
      toaster.create({ type: 'success', title: labels.workStarted(report.subject_name) })
      onStarted()
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, labels.startWorkFailed) })
    } finally {
      setSaving(false)
    }
  }
  return (
    <Button size="sm" variant="subtle" colorPalette="purple" loading={saving} onClick={start}>
      <LuHammer aria-hidden />
      {labels.startWork}
    </Button>
  )
}
