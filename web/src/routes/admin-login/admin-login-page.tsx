import { he } from '@shop/domain'
import { useState } from 'react'
import { LuShieldCheck } from 'react-icons/lu'
import { Navigate } from 'react-router-dom'
import { useAdminAccess } from '../../auth/use-admin-access'
import { AuthCard } from '../../components/auth/auth-card'
import { PageLoader } from '../../components/layout/page-loader'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AdminLoginForm } from './admin-login-form'

const { adminLoginPage } = he.auth

export function AdminLoginPage() {
  useDocumentTitle(he.site.pages.adminLogin)
  const access = useAdminAccess()
  // Once the form is in use it stays on screen: its own sign-in changes the access state, and the
  // form shows the outcome (and then redirects) itself.
  const [formInUse, setFormInUse] = useState(false)

  if (!formInUse) {
    if (access === 'admin') return <Navigate to="/admin" replace />
    if (access === 'loading' || access === 'checking') return <PageLoader />
  }
  return (
    <AuthCard title={adminLoginPage.heading} text={adminLoginPage.text} icon={<LuShieldCheck />}>
      <AdminLoginForm onSubmitStart={() => setFormInUse(true)} />
    </AuthCard>
  )
}
