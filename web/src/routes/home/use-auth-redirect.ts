import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useAuth } from '../../auth/auth-state'

/** Delay before the spec's home redirect, so the page has painted first. */
const redirectDelayMs = 500

/**
 * Links from outside (a sign-in flow's return, an e-mail) may land on the home page with `t` or
 * `rurl`: once auth has loaded, the visitor goes on to the order form, or to sign in first.
 */
export function useAuthRedirect() {
  const [params] = useSearchParams()
  const { status } = useAuth()
  const navigate = useNavigate()
  const wanted = params.has('t') || params.has('rurl')

  useEffect(() => {
    if (!wanted || status === 'loading') return
    const timer = setTimeout(() => {
      if (status === 'authenticated') void navigate('/report-form', { replace: true })
      else void navigate('/login', { replace: true, state: { from: '/report-form' } })
    }, redirectDelayMs)
    return () => clearTimeout(timer)
  }, [wanted, status, navigate])
}
