import { Button } from '@chakra-ui/react'
import { giftMessages } from '@shop/domain'
import { LuRefreshCw } from 'react-icons/lu'
import { adminApi } from '../api/admin-api'
import { useAdminMutation } from '../api/use-admin-mutation'
import type { AdminReport } from '../api/admin-types'

/** Sends a ready gift's map e-mail to its recipient again, with a fresh link. */
export function ResendGiftButton({ orderId, report }: { orderId: string; report: AdminReport }) {
  const resend = useAdminMutation({
    orderId,
    mutationFn: () => adminApi.resendGift(report.id),
    notices: { success: giftMessages.adminResent, failure: giftMessages.sendAgainFailed },
  })
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="brand"
      loading={resend.isPending}
      onClick={() => resend.mutate()}
    >
      <LuRefreshCw aria-hidden />
      {giftMessages.adminResend}
    </Button>
  )
}
