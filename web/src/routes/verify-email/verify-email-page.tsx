import { Button, Stack } from '@chakra-ui/react'
import { he, type AuthUser } from '@shop/domain'
import { useEffect, useState } from 'react'
import { LuMailCheck } from 'react-icons/lu'
import { Link, useSearchParams } from 'react-router-dom'
import { authApi } from '../../auth/auth-api'
import { updateSignedInUser } from '../../auth/auth-session'
import { useAuth } from '../../auth/auth-state'
import { AuthCard } from '../../components/auth/auth-card'
import { ResendVerificationButton } from '../../components/auth/resend-verification-button'
import { FormMessage } from '../../components/form/form-message'
import { Loader } from '../../components/layout/page-loader'
import { errorMessage } from '../../lib/error-message'
import { useDocumentTitle } from '../../lib/use-document-title'

const { verifyEmail, linkInvalid } = he.account

// The link works once, and StrictMode runs effects twice: both runs share one request.
const verifications = new Map<string, Promise<AuthUser>>()
function verifyOnce(token: string): Promise<AuthUser> {
  let verification = verifications.get(token)
  if (!verification) {
    verification = authApi.verifyEmail(token).then(({ user }) => user)
    verifications.set(token, verification)
  }
  return verification
}

type Outcome = { kind: 'verifying' } | { kind: 'verified' } | { kind: 'failed'; message: string }

/** The page of the link e-mailed at sign-up; it works whether or not this browser is signed in. */
export function VerifyEmailPage() {
  useDocumentTitle(verifyEmail.heading)
  const token = useSearchParams()[0].get('token') ?? ''
  const { user } = useAuth()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'verifying' })

  useEffect(() => {
    if (!token) {
      setOutcome({ kind: 'failed', message: linkInvalid })
      return
    }
    let current = true
    verifyOnce(token).then(
      (verified) => {
        updateSignedInUser(verified)
        if (current) setOutcome({ kind: 'verified' })
      },
      (error: unknown) => {
        if (current)
          setOutcome({ kind: 'failed', message: errorMessage(error, verifyEmail.failed) })
      },
    )
    return () => {
      current = false
    }
  }, [token])

  return (
    <AuthCard title={verifyEmail.heading} text={verifyEmail.text} icon={<LuMailCheck />}>
      <Stack gap="5">
        {outcome.kind === 'verifying' && <Loader py="4" />}
        <FormMessage
          status={outcome.kind === 'verified' ? 'success' : 'error'}
          message={
            outcome.kind === 'verified'
              ? verifyEmail.success
              : outcome.kind === 'failed'
                ? outcome.message
                : null
          }
        />
        {outcome.kind === 'verified' && (
          <Button asChild colorPalette="brand" size="lg">
            <Link to="/order">{verifyEmail.toOrder}</Link>
          </Button>
        )}
        {outcome.kind === 'failed' && !user && (
          <Button asChild colorPalette="brand" size="lg">
            <Link to="/login">{verifyEmail.signInToResend}</Link>
          </Button>
        )}
        {outcome.kind === 'failed' && user && !user.emailVerified && (
          <ResendVerificationButton colorPalette="brand" size="lg" />
        )}
      </Stack>
    </AuthCard>
  )
}
