import { Button, Stack } from '@chakra-ui/react'
import { authMessages, loginSchema } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { FormField } from '../../components/form/field'
import { LtrInput } from '../../components/form/ltr-input'
import { FormMessage } from '../../components/form/form-message'
import { PasswordInput } from '../../components/form/password-input'
import { toaster } from '../../components/ui/toaster'
import { preloadAhead } from '../../app/preload-route'
import { goToSignInTarget, type SignInTarget } from './after-sign-in'
import { signInAsAdmin } from './admin-sign-in'
import { hebrewResolver } from '../../components/form/hebrew-resolver'

const { fields, adminLoginPage, loginSuccess } = authMessages
// The success toast stays on the dashboard, so the pause needs only to show the form's outcome
const redirectDelayMs = 100

/**
 * Manager sign-in: submitting, then an error to fix or success and a short pause before the
 * dashboard (or the queue board, when it sent the manager here).
 */
export function AdminLoginForm({
  target,
  onSubmitStart,
}: {
  target: SignInTarget
  onSubmitStart: () => void
}) {
  const navigate = useNavigate()
  const [succeeded, setSucceeded] = useState(false)
  const signIn = useMutation({ mutationFn: signInAsAdmin })
  const { register, handleSubmit, formState, setFocus, setError } = useForm({
    resolver: hebrewResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  })
  const { errors, isSubmitting } = formState

  useEffect(() => {
    if (!succeeded) return
    const timer = setTimeout(() => goToSignInTarget(target, navigate), redirectDelayMs)
    return () => clearTimeout(timer)
  }, [succeeded, navigate, target])

  const submit = handleSubmit(async (credentials) => {
    onSubmitStart()
    // The dashboard's code arrives while the password is checked rather than after it
    if (target.kind === 'dashboard') preloadAhead(target.path)
    const result = await signIn.mutateAsync(credentials)
    if (!result.ok) {
      setError('root', { message: result.message })
      setFocus('password')
      return
    }
    setSucceeded(true)
    toaster.create({ type: 'success', title: loginSuccess })
  })

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="5">
        <FormMessage
          status={succeeded ? 'success' : 'error'}
          message={succeeded ? loginSuccess : errors.root?.message}
        />
        <FormField label={fields.email} required error={errors.email?.message}>
          {(control) => (
            <LtrInput
              {...control}
              {...register('email')}
              type="email"
              autoComplete="username"
              autoFocus
              readOnly={succeeded}
            />
          )}
        </FormField>
        <FormField label={fields.password} required error={errors.password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...register('password')}
              autoComplete="current-password"
              readOnly={succeeded}
            />
          )}
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={isSubmitting}
          loadingText={adminLoginPage.submitting}
          disabled={succeeded}
        >
          {adminLoginPage.submit}
        </Button>
      </Stack>
    </form>
  )
}
