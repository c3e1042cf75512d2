import { Button, Stack } from '@chakra-ui/react'
import { accountMessages } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { MailCheckIcon } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { authApi } from '../../auth/auth-api'
import { applySession } from '../../auth/auth-session'
import { useAuth } from '../../auth/auth-state'
import { AuthCard } from '../../components/auth/auth-card'
import { ResendVerificationButton } from '../../components/auth/resend-verification-button'
import { FormMessage } from '../../components/form/form-message'
import { Loader } from '../../components/layout/page-loader'
import { errorMessage } from '../../lib/error-message'
import { queryKeys } from '../../lib/query-keys'
import { useHydrating } from '../../lib/use-hydrating'
import { useDocumentTitle } from '../../lib/use-document-title'

const { verifyEmail, linkInvalid } = accountMessages

type Outcome = { kind: 'verifying' } | { kind: 'verified' } | { kind: 'failed'; message: string }

/** The page of the link e-mailed at sign-up; it works whether or not this browser is signed in. */
export function VerifyEmailPage() {
  useDocumentTitle(verifyEmail.heading)
  const token = useSearchParams()[0].get('token') ?? ''
  const { user } = useAuth()
  // The link works once: one request per token for the life of the page, whoever mounts first.
  const verification = useQuery({
    queryKey: queryKeys.verifyEmail(token),
    // The link signs in: it reached the address's owner, and a new account has no other way in
    queryFn: async () => {
      const session = await authApi.verifyEmail(token)
      applySession(session)
      return session.user
    },
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  })
  // The page built ahead of time, with no link's token, is drawn as the verification starts
  const hydrating = useHydrating()
  const outcome: Outcome = hydrating
    ? { kind: 'verifying' }
    : !token
      ? { kind: 'failed', message: linkInvalid }
      : verification.isSuccess
        ? { kind: 'verified' }
        : verification.isError
          ? { kind: 'failed', message: errorMessage(verification.error, verifyEmail.failed) }
          : { kind: 'verifying' }

  return (
    <AuthCard title={verifyEmail.heading} text={verifyEmail.text} icon={<MailCheckIcon />}>
      <Stack gap="5">
        {outcome.kind === 'verifying' && <Loader py="4" label={verifyEmail.verifying} />}
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
            {/* A new account signs in only through a link: the reset link proves the address too */}
            <Link to="/reset-password">{verifyEmail.newLink}</Link>
          </Button>
        )}
        {outcome.kind === 'failed' && user && !user.emailVerified && (
          <ResendVerificationButton colorPalette="brand" size="lg" />
        )}
      </Stack>
    </AuthCard>
  )
}
