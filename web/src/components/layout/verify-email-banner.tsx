import { lazy, Suspense } from 'react'
import { useAuth } from '../../auth/auth-state'

// Only a signed-in customer who has not opened the link is reminded, so the reminder's code is
// not part of every first load; it is known only after the session is restored anyway.
const VerifyEmailReminder = lazy(() =>
  import('./verify-email-reminder').then((module) => ({ default: module.VerifyEmailReminder })),
)

/** The verification reminder's place at the end of every page. */
export function VerifyEmailBanner() {
  const { user } = useAuth()
  if (!user || user.emailVerified) return null
  return (
    <Suspense fallback={null}>
      <VerifyEmailReminder user={user} />
    </Suspense>
  )
}
