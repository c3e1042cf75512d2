import { Button, type ButtonProps } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { useState } from 'react'
import { authApi } from '../../auth/auth-api'
import { errorMessage } from '../../lib/error-message'
import { toaster } from '../ui/toaster'

const { unverifiedBanner } = he.account

/** Sends the signed-in customer a new verification link. */
export function ResendVerificationButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const [sending, setSending] = useState(false)
  const resend = async () => {
    setSending(true)
    try {
      await authApi.resendVerification()
      toaster.create({ type: 'success', title: unverifiedBanner.sent })
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, unverifiedBanner.failed) })
    } finally {
      setSending(false)
    }
  }
  return (
    <Button {...props} loading={sending} onClick={resend}>
      {unverifiedBanner.resend}
    </Button>
  )
}
