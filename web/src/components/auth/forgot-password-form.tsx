import { hebrewResolver } from '../form/hebrew-resolver'
import { emailLookupSchema, he } from '@shop/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { authApi } from '../../auth/auth-api'
import { errorMessage } from '../../lib/error-message'
import { EmailField } from './email-field'
import { StepForm } from './step-form'

const { forgotPassword } = he.account

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
  const [serverError, setServerError] = useState<string | null>(notice ?? null)
  const [sent, setSent] = useState(false)
  const { register, handleSubmit, formState } = useForm({
    resolver: hebrewResolver(emailLookupSchema),
    defaultValues: { email: defaultEmail },
    mode: 'onTouched',
  })

  const submit = handleSubmit(async ({ email }) => {
    setServerError(null)
    setSent(false)
    try {
      await authApi.forgotPassword(email)
      setSent(true)
    } catch (error) {
      setServerError(errorMessage(error, forgotPassword.failed))
    }
  })

  return (
    <StepForm
      onSubmit={submit}
      serverError={serverError}
      success={sent ? forgotPassword.sent : null}
      submitting={formState.isSubmitting}
      submitLabel={forgotPassword.submit}
    >
      <EmailField registration={register('email')} error={formState.errors.email?.message} />
    </StepForm>
  )
}
