import { accountMessages, authMessages } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { KeyRoundIcon } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { authApi } from '../../auth/auth-api'
import { clearSession } from '../../auth/auth-session'
import { AuthCard } from '../../components/auth/auth-card'
import { ForgotPasswordForm } from '../../components/auth/forgot-password-form'
import { PasswordMeter } from '../../components/auth/password-meter'
import { StepForm } from '../../components/auth/step-form'
import { FormField } from '../../components/form/field'
import { lazyResolver } from '../../components/form/lazy-resolver'
import { PasswordInput } from '../../components/form/password-input'
import { toaster } from '../../components/ui/toaster'
import { ApiError } from '../../lib/api-client'
import { errorMessage } from '../../lib/error-message'
import { useDocumentTitle } from '../../lib/use-document-title'

const { resetPassword, forgotPassword, linkInvalid } = accountMessages
const resolver = lazyResolver(() =>
  import('../../components/auth/password-resolvers').then((module) => module.newPasswordResolver),
)

/**
 * The page of the e-mailed reset link. A link that is spent, expired or not ours offers a new one
 * at once, rather than sending the visitor back through the login flow.
 */
export function ResetPasswordPage() {
  useDocumentTitle(resetPassword.heading)
  const navigate = useNavigate()
  const token = useSearchParams()[0].get('token') ?? ''
  const [invalid, setInvalid] = useState(token === '')
  const reset = useMutation({ mutationFn: authApi.resetPassword })
  const { register, handleSubmit, formState, setFocus, setError, control } = useForm({
    resolver,
    defaultValues: { password: '' },
    mode: 'onTouched',
  })
  const password = useWatch({ control, name: 'password' })

  const submit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password })
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.message === linkInvalid) {
        setInvalid(true)
      } else {
        setError('root', { message: errorMessage(error, resetPassword.failed) })
        setFocus('password')
      }
      return
    }
    // Every session of the account ended on the server, this browser's too
    clearSession()
    toaster.create({ type: 'success', title: resetPassword.success })
    void navigate('/login', { replace: true })
  })

  if (invalid) {
    return (
      <AuthCard title={forgotPassword.heading} text={forgotPassword.text} icon={<KeyRoundIcon />}>
        {/* Without a token at all the visitor came to ask for a link, not with a broken one */}
        <ForgotPasswordForm notice={token ? linkInvalid : undefined} />
      </AuthCard>
    )
  }
  return (
    <AuthCard title={resetPassword.heading} text={resetPassword.text} icon={<KeyRoundIcon />}>
      <StepForm
        onSubmit={submit}
        onFocus={resolver.preload}
        serverError={formState.errors.root?.message ?? null}
        submitting={formState.isSubmitting}
        submitLabel={resetPassword.submit}
      >
        <FormField
          label={resetPassword.newPassword}
          required
          helperText={authMessages.fields.passwordRule}
          error={formState.errors.password?.message}
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...register('password')}
              autoComplete="new-password"
              autoFocus
            />
          )}
        </FormField>
        <PasswordMeter password={password} owner={{}} />
      </StepForm>
    </AuthCard>
  )
}
