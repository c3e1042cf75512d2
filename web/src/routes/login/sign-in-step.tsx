import { Button } from '@chakra-ui/react'
import { accountMessages, authMessages, type AuthSession } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { authApi } from '../../auth/auth-api'
import { FormField } from '../../components/form/field'
import { PasswordInput } from '../../components/form/password-input'
import { errorMessage } from '../../lib/error-message'
import { EmailSummary } from './email-summary'
import { StepForm } from '../../components/auth/step-form'
import { lazyResolver } from '../../components/form/lazy-resolver'

const { fields, loginPage, loginFallback } = authMessages
const resolver = lazyResolver(() =>
  import('../../components/auth/auth-resolvers').then((module) => module.loginResolver),
)

export interface SignInStepProps {
  email: string
  onSignedIn: (session: AuthSession) => void
  /** Called as the credentials go to the server, before the answer. */
  onSubmitStart: () => void
  onChangeEmail: () => void
  onForgotPassword: () => void
  /** Put the cursor in the password field on entry. */
  focusPassword?: boolean
}

export function SignInStep({
  email,
  onSignedIn,
  onSubmitStart,
  onChangeEmail,
  onForgotPassword,
  focusPassword = true,
}: SignInStepProps) {
  const login = useMutation({ mutationFn: authApi.login })
  const { register, handleSubmit, formState, setFocus, setError } = useForm({
    resolver,
    defaultValues: { email, password: '' },
    mode: 'onTouched',
  })

  useEffect(() => {
    if (focusPassword) setFocus('password')
  }, [focusPassword, setFocus])

  const submit = handleSubmit(async (credentials) => {
    onSubmitStart()
    try {
      onSignedIn(await login.mutateAsync(credentials))
    } catch (error) {
      setError('root', { message: errorMessage(error, loginFallback) })
      setFocus('password')
    }
  })

  return (
    <StepForm
      onSubmit={submit}
      onFocus={resolver.preload}
      serverError={formState.errors.root?.message ?? null}
      submitting={formState.isSubmitting}
      submitLabel={loginPage.signInStep.submit}
    >
      <EmailSummary registration={register('email')} onChangeEmail={onChangeEmail} />
      {/* Above the field: the field's error appears below it, and must not move the link away
          from a pointer that blurred the field on its way to the click */}
      <Button
        type="button"
        variant="plain"
        size="sm"
        alignSelf="end"
        mb="-4"
        px="0"
        color="brand.700"
        textDecoration="underline"
        onClick={onForgotPassword}
      >
        {accountMessages.forgotPassword.link}
      </Button>
      <FormField label={fields.password} required error={formState.errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
        )}
      </FormField>
    </StepForm>
  )
}
