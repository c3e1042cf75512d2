import { authMessages } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { authApi } from '../../auth/auth-api'
import { FormField } from '../../components/form/field'
import { LtrInput } from '../../components/form/ltr-input'
import { PasswordInput } from '../../components/form/password-input'
import { Input } from '../../components/ui/styled/input'
import { errorMessage } from '../../lib/error-message'
import { EmailSummary } from './email-summary'
import { StepForm } from '../../components/auth/step-form'
import { lazyResolver } from '../../components/form/lazy-resolver'
import { PasswordMeter } from '../../components/auth/password-meter'

const { fields, loginPage, loginFallback } = authMessages
const resolver = lazyResolver(() =>
  import('../../components/auth/password-resolvers').then((module) => module.signupResolver),
)

export interface SignUpStepProps {
  email: string
  /** Answered alike whether or not the address had an account: the e-mail sent tells the rest. */
  onSignedUp: () => void
  onChangeEmail: () => void
  /** Put the cursor in the password field on entry. */
  focusPassword?: boolean
}

export function SignUpStep({
  email,
  onSignedUp,
  onChangeEmail,
  focusPassword = true,
}: SignUpStepProps) {
  const signup = useMutation({ mutationFn: authApi.signup })
  const {
    register,
    handleSubmit,
    formState,
    setFocus,
    setError,
    control: form,
  } = useForm({
    resolver,
    defaultValues: { email, password: '', name: '', phone: '' },
    mode: 'onTouched',
  })
  const { errors } = formState
  const [password, name] = useWatch({ control: form, name: ['password', 'name'] })

  useEffect(() => {
    if (focusPassword) setFocus('password')
  }, [focusPassword, setFocus])

  const submit = handleSubmit(async (input) => {
    try {
      await signup.mutateAsync(input)
      onSignedUp()
    } catch (error) {
      setError('root', { message: errorMessage(error, loginFallback) })
    }
  })

  return (
    <StepForm
      onSubmit={submit}
      onFocus={resolver.preload}
      serverError={errors.root?.message ?? null}
      submitting={formState.isSubmitting}
      submitLabel={loginPage.signUpStep.submit}
    >
      <EmailSummary registration={register('email')} onChangeEmail={onChangeEmail} />
      <FormField
        label={fields.password}
        required
        helperText={fields.passwordRule}
        error={errors.password?.message}
      >
        {(control) => (
          <PasswordInput {...control} {...register('password')} autoComplete="new-password" />
        )}
      </FormField>
      <PasswordMeter password={password} owner={{ email, name }} />
      <FormField label={fields.name} optional error={errors.name?.message}>
        {(control) => <Input {...control} {...register('name')} autoComplete="name" />}
      </FormField>
      <FormField label={fields.phone} optional error={errors.phone?.message}>
        {(control) => (
          <LtrInput
            {...control}
            {...register('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
        )}
      </FormField>
    </StepForm>
  )
}
