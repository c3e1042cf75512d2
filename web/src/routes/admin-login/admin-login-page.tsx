import { authMessages, siteMessages } from '@shop/domain'
import { useEffect, useMemo, useState } from 'react'
import { ShieldCheckIcon } from 'lucide-react'
import { Navigate, useLocation } from 'react-router-dom'
import { useAdminAccess } from '../../auth/use-admin-access'
import { AuthCard } from '../../components/auth/auth-card'
import { PageLoader } from '../../components/layout/page-loader'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AdminLoginForm } from './admin-login-form'
import { signInTarget } from './after-sign-in'

const { adminLoginPage } = authMessages

export function AdminLoginPage() {
  useDocumentTitle(siteMessages.pages.adminLogin)
  const access = useAdminAccess()
  const { search } = useLocation()
  const target = useMemo(() => signInTarget(search), [search])
  // Once the form is in use it stays on screen: its own sign-in changes the access state, and the
  // form shows the outcome (and then redirects) itself.
  const [formInUse, setFormInUse] = useState(false)

  if (!formInUse) {
    if (access === 'admin') {
      // The access check just renewed the board's cookie, so the board will let the manager in.
      if (target.kind === 'board') return <BoardRedirect path={target.path} />
      return <Navigate to="/admin" replace />
    }
    if (access === 'loading' || access === 'checking') return <PageLoader />
  }
  return (
    <AuthCard title={adminLoginPage.heading} text={adminLoginPage.text} icon={<ShieldCheckIcon />}>
      <AdminLoginForm target={target} onSubmitStart={() => setFormInUse(true)} />
    </AuthCard>
  )
}

function BoardRedirect({ path }: { path: string }) {
  useEffect(() => window.location.replace(path), [path])
  return <PageLoader />
}
