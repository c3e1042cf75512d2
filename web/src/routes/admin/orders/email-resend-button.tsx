import { adminMessages, type AdminEmail } from '@shop/domain'
import { adminApi } from '../api/admin-api'
import { ResendButton } from './resend-button'

const { emails: labels } = adminMessages

/** Sends a failed e-mail of the order again; nothing for one that went out or waits its turn. */
export function EmailResendButton({ orderId, email }: { orderId: string; email: AdminEmail }) {
  if (email.status !== 'failed') return null
  return (
    <ResendButton
      orderId={orderId}
      send={() => adminApi.resendEmail(orderId, email.id)}
      notices={{ success: labels.resent, failure: labels.resendFailed }}
      aria-label={labels.resendLabel(email.recipient)}
      size="xs"
    >
      {labels.resend}
    </ResendButton>
  )
}
