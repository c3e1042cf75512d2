import { Button, Stack } from '@chakra-ui/react'
import { he, loginSchema } from '@shop/domain'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { FormField } from '../../components/form/field'
import { LtrInput } from '../../components/form/ltr-input'
import { FormMessage } from '../../components/form/form-message'
import { PasswordInput } from '../../components/form/password-input'
import { toaster } from '../../components/ui/toaster'
import { goToSignInTarget, type SignInTarget } from './after-sign-in'
import { signInAsAdmin } from './admin-sign-in'
import { hebrewResolver } from '../../components/form/hebrew-resolver'

const { fields, adminLoginPage, loginSuccess } = he.auth
const redirectDelayMs = 500

type Outcome = { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'success' }

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
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const { register, handleSubmit, formState, setFocus } = useForm({
    resolver: hebrewResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  })
  const { errors, isSubmitting } = formState
  const succeeded = outcome.kind === 'success'

  useEffect(() => {
    if (!succeeded) return
    const timer = setTimeout(() => goToSignInTarget(target, navigate), redirectDelayMs)
    return () => clearTimeout(timer)
  }, [succeeded, navigate, target])

  const submit = handleSubmit(async (credentials) => {
    onSubmitStart()
    setOutcome({ kind: 'idle' })
    const result = await signInAsAdmin(credentials)
    if (!result.ok) {
      setOutcome({ kind: 'error', message: result.message })
      setFocus('password')
      return
    }
    setOutcome({ kind: 'success' })
    toaster.create({ type: 'success', title: loginSuccess })
  })

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="5">
        <FormMessage
          status={succeeded ? 'success' : 'error'}
          message={outcome.kind === 'error' ? outcome.message : succeeded ? loginSuccess : null}
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
