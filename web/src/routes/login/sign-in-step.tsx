import { he, loginSchema, type AuthSession } from '@shop/domain'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { authApi } from '../../auth/auth-api'
import { FormField } from '../../components/form/field'
import { PasswordInput } from '../../components/form/password-input'
import { errorMessage } from '../../lib/error-message'
import { EmailSummary } from './email-summary'
import { StepForm } from './step-form'
import { hebrewResolver } from '../../components/form/hebrew-resolver'

const { fields, loginPage, loginFallback } = he.auth

export interface SignInStepProps {
  email: string
  /** A message to start with, e.g. that the e-mail turned out to have an account after all. */
  notice?: string
  onSignedIn: (session: AuthSession) => void
  onChangeEmail: () => void
  /** Put the cursor in the password field on entry. */
  focusPassword?: boolean
}

export function SignInStep({
  email,
  notice,
  onSignedIn,
  onChangeEmail,
  focusPassword = true,
}: SignInStepProps) {
  const [serverError, setServerError] = useState<string | null>(notice ?? null)
  const { register, handleSubmit, formState, setFocus } = useForm({
    resolver: hebrewResolver(loginSchema),
    defaultValues: { email, password: '' },
    mode: 'onTouched',
  })

  useEffect(() => {
    if (focusPassword) setFocus('password')
  }, [focusPassword, setFocus])

  const submit = handleSubmit(async (credentials) => {
    setServerError(null)
    try {
      onSignedIn(await authApi.login(credentials))
    } catch (error) {
      setServerError(errorMessage(error, loginFallback))
      setFocus('password')
    }
  })

  return (
    <StepForm
      onSubmit={submit}
      serverError={serverError}
      submitting={formState.isSubmitting}
      submitLabel={loginPage.signInStep.submit}
    >
      <EmailSummary registration={register('email')} onChangeEmail={onChangeEmail} />
      <FormField label={fields.password} required error={formState.errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
        )}
      </FormField>
    </StepForm>
  )
}
