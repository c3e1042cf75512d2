import { Navigate, Outlet } from 'react-router-dom'
import { useAdminAccess } from '../../auth/use-admin-access'
import { PageLoader } from '../layout/page-loader'

/** The admin area: only users the server confirms as managers; everyone else to /admin-login. */
export function RequireAdmin() {
  const access = useAdminAccess()
  if (access === 'loading' || access === 'checking') return <PageLoader />
  if (access !== 'admin') return <Navigate to="/admin-login" replace />
  return <Outlet />
}
