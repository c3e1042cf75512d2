import { zodResolver } from '@hookform/resolvers/zod'
import { emailLookupSchema, he } from '@shop/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { authApi } from '../../auth/auth-api'
import { FormField } from '../../components/form/field'
import { LtrInput } from '../../components/form/ltr-input'
import { errorMessage } from '../../lib/error-message'
import { StepForm } from './step-form'

const { fields, loginPage, loginFallback } = he.auth

export interface EmailStepProps {
  defaultEmail: string
  onContinue: (email: string, hasAccount: boolean) => void
}

/** Step one: the e-mail decides between signing in and creating an account. */
export function EmailStep({ defaultEmail, onContinue }: EmailStepProps) {
  const [serverError, setServerError] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(emailLookupSchema),
    defaultValues: { email: defaultEmail },
    mode: 'onTouched',
  })

  const submit = handleSubmit(async ({ email }) => {
    setServerError(null)
    try {
      const { exists } = await authApi.lookup(email)
      onContinue(email, exists)
    } catch (error) {
      setServerError(errorMessage(error, loginFallback))
    }
  })

  return (
    <StepForm
      onSubmit={submit}
      serverError={serverError}
      submitting={formState.isSubmitting}
      submitLabel={loginPage.emailStep.submit}
    >
      <FormField label={fields.email} required error={formState.errors.email?.message}>
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
