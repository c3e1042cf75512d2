import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { useAuth } from '../../auth/auth-state'
import { PageLoader } from '../layout/page-loader'

/** Customer pages: signed-out visitors go to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const { status } = useAuth()
  const location = useLocation()
  if (status === 'loading') return <PageLoader />
  if (status === 'unauthenticated') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />
  }
  return <Outlet />
}
