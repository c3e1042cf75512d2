import { accountMessages } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { authApi } from '../../auth/auth-api'
import { errorMessage } from '../../lib/error-message'
import { lazyResolver } from '../form/lazy-resolver'
import { EmailField } from './email-field'
import { StepForm } from './step-form'

const { forgotPassword } = accountMessages
const resolver = lazyResolver(() =>
  import('./auth-resolvers').then((module) => module.emailLookupResolver),
)

/**
 * Asks for a reset link. The server answers the same for every address, so the page can only say
 * that a link was sent if the account exists.
 */
export function ForgotPasswordForm({
  defaultEmail = '',
  notice,
}: {
  defaultEmail?: string
  /** Why a new link is needed, e.g. that the last one was spent. */
  notice?: string
}) {
  const [sent, setSent] = useState(false)
  const request = useMutation({ mutationFn: authApi.forgotPassword })
  const { register, handleSubmit, formState, setError } = useForm({
    resolver,
    defaultValues: { email: defaultEmail },
    mode: 'onTouched',
  })

  const submit = handleSubmit(async ({ email }) => {
    setSent(false)
    try {
      await request.mutateAsync(email)
      setSent(true)
    } catch (error) {
      setError('root', { message: errorMessage(error, forgotPassword.failed) })
    }
  })

  return (
    <StepForm
      onSubmit={submit}
      onFocus={resolver.preload}
      // The notice (why a new link is needed) stands until the first attempt
      serverError={formState.errors.root?.message ?? (formState.submitCount ? null : notice)}
      success={sent ? forgotPassword.sent : null}
      submitting={formState.isSubmitting}
      submitLabel={forgotPassword.submit}
    >
      <EmailField registration={register('email')} error={formState.errors.email?.message} />
    </StepForm>
  )
}
