import { Button } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { useState } from 'react'
import { LuRefreshCw } from 'react-icons/lu'
import { toaster } from '../../../components/ui/toaster'
import { errorMessage } from '../../../lib/error-message'
import { adminApi } from '../api/admin-api'
import type { AdminReport } from '../api/admin-types'

/** Sends a ready gift's map e-mail to its recipient again, with a fresh link. */
export function ResendGiftButton({ report, onSent }: { report: AdminReport; onSent: () => void }) {
  const [sending, setSending] = useState(false)
  const resend = async () => {
    setSending(true)
    try {
      await adminApi.resendGift(report.id)
      toaster.create({ type: 'success', title: he.gift.adminResent })
      onSent()
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, he.gift.sendAgainFailed) })
    } finally {
      setSending(false)
    }
  }
  return (
    <Button size="sm" variant="outline" colorPalette="brand" loading={sending} onClick={resend}>
      <LuRefreshCw aria-hidden />
      {he.gift.adminResend}
    </Button>
  )
}
