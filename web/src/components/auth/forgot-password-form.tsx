import { zodResolver } from '@hookform/resolvers/zod'
import { emailLookupSchema, he } from '@shop/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { authApi } from '../../auth/auth-api'
import { errorMessage } from '../../lib/error-message'
import { FormField } from '../form/field'
import { FormMessage } from '../form/form-message'
import { LtrInput } from '../form/ltr-input'
import { StepForm } from './step-form'

const { forgotPassword } = he.account

/**
 * Asks for a reset link. The server answers the same for every address, so the page can only say
 * that a link was sent if the account exists.
 */
export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [serverError, setServerError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(emailLookupSchema),
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
      submitting={formState.isSubmitting}
      submitLabel={forgotPassword.submit}
    >
      <FormMessage status="success" message={sent ? forgotPassword.sent : null} />
      <FormField label={he.auth.fields.email} required error={formState.errors.email?.message}>
        {(control) => (
          <LtrInput
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            autoFocus
          />
        )}
      </FormField>
    </StepForm>
  )
}
