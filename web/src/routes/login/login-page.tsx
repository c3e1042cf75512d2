import { Button, Stack, Text } from '@chakra-ui/react'
import { accountMessages, authMessages, type AuthSession, siteMessages } from '@shop/domain'
import { useEffect, useState } from 'react'
import { KeyRoundIcon, LogInIcon, MailCheckIcon, UserPlusIcon, UserRoundIcon } from 'lucide-react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { preloadAhead } from '../../app/preload-route'
import { applySession } from '../../auth/auth-session'
import { useAuth } from '../../auth/auth-state'
import { tokenStorage } from '../../auth/token-storage'
import { AuthCard } from '../../components/auth/auth-card'
import { ForgotPasswordForm } from '../../components/auth/forgot-password-form'
import { FormMessage } from '../../components/form/form-message'
import { toaster } from '../../components/ui/toaster'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AccountChoice, type AccountMode } from './account-choice'
import { EmailStep } from './email-step'
import { LegalNotice } from './legal-notice'
import { redirectTarget } from './redirect-target'
import { SignInStep } from './sign-in-step'
import { SignUpStep } from './sign-up-step'

const { loginPage } = authMessages
const redirectDelayMs = 100

type Step =
  | { kind: 'email' }
  | { kind: 'forgot' }
  | { kind: 'check-email' }
  | {
      kind: 'password'
      mode: AccountMode
      /** Whether the password field takes the focus: not when the visitor is moving among tabs. */
      focusPassword: boolean
    }

const cards = {
  email: { ...loginPage.emailStep, icon: <UserRoundIcon /> },
  'sign-in': { ...loginPage.signInStep, icon: <LogInIcon /> },
  'sign-up': { ...loginPage.signUpStep, icon: <UserPlusIcon /> },
  forgot: { ...accountMessages.forgotPassword, icon: <KeyRoundIcon /> },
  'check-email': { ...loginPage.checkEmail, icon: <MailCheckIcon /> },
}

/**
 * One flow for both: the e-mail first, then a password step offering sign-in and a new account
 * alike. The server is never asked whether an e-mail has an account, so no answer tells: the
 * step opens on sign-in for an address this browser signed in with before, and greets any other
 * as new on the new-account tab, the other tab one click away.
 */
export function LoginPage() {
  useDocumentTitle(siteMessages.pages.login)
  const { status } = useAuth()
  const location = useLocation()
  const navigate = useNavigate()
  const target = redirectTarget(location.state)
  const [email, setEmail] = useState('')
  const [step, setStep] = useState<Step>({ kind: 'email' })
  const [signedIn, setSignedIn] = useState(false)

  useEffect(() => {
    if (!signedIn) return
    const timer = setTimeout(() => void navigate(target, { replace: true }), redirectDelayMs)
    return () => clearTimeout(timer)
  }, [signedIn, navigate, target])

  // While the session is restored the form is already shown, as the page prerendered at build
  // has it: a visitor starts typing at once, and one found signed in moves on
  if (status === 'authenticated' && !signedIn) return <Navigate to={target} replace />

  // Marked first, so the page does not treat its own sign-in as an already-signed-in visitor
  const complete = (session: AuthSession, message: string) => {
    setSignedIn(true)
    applySession(session)
    toaster.create({ type: 'success', title: message })
  }
  const changeEmail = () => setStep({ kind: 'email' })
  const backToSignIn = (
    <Button
      variant="ghost"
      onClick={() => setStep({ kind: 'password', mode: 'sign-in', focusPassword: true })}
    >
      {accountMessages.forgotPassword.backToLogin}
    </Button>
  )
  const card = cards[step.kind === 'password' ? step.mode : step.kind]

  return (
    <AuthCard title={card.heading} text={card.text} icon={card.icon}>
      <Stack gap="6">
        {step.kind === 'email' && (
          <EmailStep
            defaultEmail={email}
            onContinue={(entered) => {
              setEmail(entered)
              const known = tokenStorage.hasSignedInWith(entered)
              setStep({
                kind: 'password',
                mode: known ? 'sign-in' : 'sign-up',
                focusPassword: true,
              })
            }}
          />
        )}
        {step.kind === 'password' && (
          <AccountChoice
            mode={step.mode}
            onModeChange={(mode) => setStep({ kind: 'password', mode, focusPassword: false })}
            signIn={
              <SignInStep
                email={email}
                focusPassword={step.focusPassword}
                onSignedIn={(session) => complete(session, authMessages.loginSuccess)}
                // The next page's code arrives while the password is checked rather than after it
                onSubmitStart={() => preloadAhead(target)}
                onChangeEmail={changeEmail}
                onForgotPassword={() => setStep({ kind: 'forgot' })}
              />
            }
            signUp={
              <SignUpStep
                email={email}
                focusPassword={step.focusPassword}
                onSignedUp={() => {
                  setStep({ kind: 'check-email' })
                  // The new step is shorter than the form: on a phone it would open scrolled past
                  // its own heading.
                  window.scrollTo({ top: 0 })
                }}
                onChangeEmail={changeEmail}
              />
            }
          />
        )}
        {step.kind === 'check-email' && (
          <>
            <FormMessage status="success" message={loginPage.checkEmail.sentTo(email)} />
            <Text color="fg.muted" fontSize="sm">
              {loginPage.checkEmail.spam}
            </Text>
            {backToSignIn}
          </>
        )}
        {step.kind === 'forgot' && (
          <>
            <ForgotPasswordForm defaultEmail={email} />
            {backToSignIn}
          </>
        )}
        <LegalNotice />
      </Stack>
    </AuthCard>
  )
}
