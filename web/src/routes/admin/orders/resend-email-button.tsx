import { Button } from '@chakra-ui/react'
import { adminMessages } from '@shop/domain'
import { LuRefreshCw } from 'react-icons/lu'
import { adminApi } from '../api/admin-api'
import type { AdminEmail } from '../api/admin-types'
import { useAdminMutation } from '../api/use-admin-mutation'

const { emails: labels } = adminMessages

/** Sends a failed e-mail of the order again: the same e-mail, queued once more. */
export function ResendEmailButton({ orderId, email }: { orderId: string; email: AdminEmail }) {
  const resend = useAdminMutation({
    orderId,
    mutationFn: () => adminApi.resendEmail(orderId, email.id),
    notices: { success: labels.resent, failure: labels.resendFailed },
  })
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="brand"
      aria-label={labels.resendLabel(email.recipient)}
      loading={resend.isPending}
      onClick={() => resend.mutate()}
    >
      <LuRefreshCw aria-hidden />
      {labels.resend}
    </Button>
  )
}
