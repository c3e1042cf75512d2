import { Button } from '@chakra-ui/react'
import { RefreshCwIcon } from 'lucide-react'
import { useAdminMutation } from '../api/use-admin-mutation'

interface ResendButtonProps {
  orderId: string
  send: () => Promise<unknown>
  notices: { success: string; failure: string }
  children: string
  /** Tells this button from others like it on the page (one per e-mail of a table). */
  'aria-label'?: string
  size?: 'xs' | 'sm'
}

/** Sends an e-mail of the order once more (a gift's map, a failed e-mail), with a toast after. */
export function ResendButton({
  orderId,
  send,
  notices,
  children,
  size = 'sm',
  'aria-label': ariaLabel,
}: ResendButtonProps) {
  const resend = useAdminMutation({ orderId, mutationFn: send, notices })
  return (
    <Button
      size={size}
      variant="outline"
      colorPalette="brand"
      aria-label={ariaLabel}
      loading={resend.isPending}
      onClick={() => resend.mutate()}
    >
      <RefreshCwIcon aria-hidden />
      {children}
    </Button>
  )
}
