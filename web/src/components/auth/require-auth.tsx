import { authMessages } from '@shop/domain'
import { useEffect, useState } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { useAuth } from '../../auth/auth-state'
import { PageLoader } from '../layout/page-loader'
import { toaster } from '../ui/toaster'

/**
 * Customer pages: signed-out visitors go to /login, which brings them back here afterwards, told
 * why (the specification's 'נדרשת התחברות' at checkout). Only a visitor who arrived signed out is
 * told: a session that ends here (a logout) has its own notice. A page that reads nothing of the
 * account (the order form, open to visitors as /report-form) is drawn while a stored session is
 * restored, rather than after a round trip; the rare visitor whose session has ended is sent on
 * once that is known.
 */
export function RequireAuth({ drawnWhileRestoring = false }: { drawnWhileRestoring?: boolean }) {
  const { status } = useAuth()
  const location = useLocation()
  const [wasSignedIn, setWasSignedIn] = useState(false)
  if (status === 'authenticated' && !wasSignedIn) setWasSignedIn(true)
  const arrivedSignedOut = status === 'unauthenticated' && !wasSignedIn

  useEffect(() => {
    if (!arrivedSignedOut) return
    // On the app's first render the toaster, mounted after the pages, is not listening yet; the
    // id keeps StrictMode's second effect from stacking a second notice.
    // Not cancelled on leaving: this guard leaves at once, for /login.
    setTimeout(() =>
      toaster.create({ id: 'login-required', type: 'info', title: authMessages.loginRequired }),
    )
  }, [arrivedSignedOut])

  if (status === 'loading') return drawnWhileRestoring ? <Outlet /> : <PageLoader />
  if (status === 'unauthenticated') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />
  }
  return <Outlet />
}
