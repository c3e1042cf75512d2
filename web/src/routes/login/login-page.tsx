import { Stack } from '@chakra-ui/react'
import { he, type AuthSession } from '@shop/domain'
import { useEffect, useState } from 'react'
import { LuLogIn, LuUserPlus, LuUserRound } from 'react-icons/lu'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { applySession } from '../../auth/auth-session'
import { useAuth } from '../../auth/auth-state'
import { AuthCard } from '../../components/auth/auth-card'
import { PageLoader } from '../../components/layout/page-loader'
import { toaster } from '../../components/ui/toaster'
import { useDocumentTitle } from '../../lib/use-document-title'
import { EmailStep } from './email-step'
import { LegalNotice } from './legal-notice'
import { redirectTarget } from './redirect-target'
import { SignInStep } from './sign-in-step'
import { SignUpStep } from './sign-up-step'

const { loginPage } = he.auth
const redirectDelayMs = 100

type Step = { kind: 'email' } | { kind: 'sign-in'; notice?: string } | { kind: 'sign-up' }

const cards = {
  email: { ...loginPage.emailStep, icon: <LuUserRound /> },
  'sign-in': { ...loginPage.signInStep, icon: <LuLogIn /> },
  'sign-up': { ...loginPage.signUpStep, icon: <LuUserPlus /> },
}

/** One flow for both: the e-mail is looked up, then it asks for a password or creates the account. */
export function LoginPage() {
  useDocumentTitle(he.site.pages.login)
  const { status } = useAuth()
  const location = useLocation()
  const navigate = useNavigate()
  const target = redirectTarget(location.state)
  const [email, setEmail] = useState('')
  const [step, setStep] = useState<Step>({ kind: 'email' })
  const [signedIn, setSignedIn] = useState(false)

  useEffect(() => {
    if (!signedIn) return
    const timer = setTimeout(() => navigate(target, { replace: true }), redirectDelayMs)
    return () => clearTimeout(timer)
  }, [signedIn, navigate, target])

  if (status === 'loading') return <PageLoader />
  if (status === 'authenticated' && !signedIn) return <Navigate to={target} replace />

  // Marked first, so the page does not treat its own sign-in as an already-signed-in visitor
  const complete = (session: AuthSession, message: string) => {
    setSignedIn(true)
    applySession(session)
    toaster.create({ type: 'success', title: message })
  }
  const changeEmail = () => setStep({ kind: 'email' })
  const card = cards[step.kind]

  return (
    <AuthCard title={card.heading} text={card.text} icon={card.icon}>
      <Stack gap="6">
        {step.kind === 'email' && (
          <EmailStep
            defaultEmail={email}
            onContinue={(found, hasAccount) => {
              setEmail(found)
              setStep({ kind: hasAccount ? 'sign-in' : 'sign-up' })
            }}
          />
        )}
        {step.kind === 'sign-in' && (
          <SignInStep
            email={email}
            notice={step.notice}
            onSignedIn={(session) => complete(session, he.auth.loginSuccess)}
            onChangeEmail={changeEmail}
          />
        )}
        {step.kind === 'sign-up' && (
          <SignUpStep
            email={email}
            onSignedUp={(session) => complete(session, he.auth.signupSuccess)}
            onEmailTaken={(notice) => setStep({ kind: 'sign-in', notice })}
            onChangeEmail={changeEmail}
          />
        )}
        <LegalNotice />
      </Stack>
    </AuthCard>
  )
}
