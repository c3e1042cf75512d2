import { Button, type ButtonProps } from '@chakra-ui/react'
import { accountMessages } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { authApi } from '../../auth/auth-api'
import { errorMessage } from '../../lib/error-message'
import { toaster } from '../ui/toaster'

const { unverifiedBanner } = accountMessages

/** Sends the signed-in customer a new verification link. */
export function ResendVerificationButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const resend = useMutation({
    mutationFn: () => authApi.resendVerification(),
    onSuccess: () => toaster.create({ type: 'success', title: unverifiedBanner.sent }),
    onError: (error) => {
      toaster.create({ type: 'error', title: errorMessage(error, unverifiedBanner.failed) })
    },
  })
  return (
    <Button {...props} loading={resend.isPending} onClick={() => resend.mutate()}>
      {unverifiedBanner.resend}
    </Button>
  )
}
