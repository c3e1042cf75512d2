import { useEffect, useState } from 'react'
import { authApi } from './auth-api'
import { useAuth } from './auth-state'

export type AdminAccess = 'loading' | 'unauthenticated' | 'checking' | 'admin' | 'denied'

/**
 * Whether the signed-in user is a manager, as the server answers it. Nothing in the browser (not
 * the adminSession flag, not the token's claims) is trusted for this. Checked once per user, not
 * per token, so a routine refresh does not send the dashboard back to a spinner.
 */
export function useAdminAccess(): AdminAccess {
  const { status, user } = useAuth()
  const userId = status === 'authenticated' ? user?.userId : undefined
  const [checked, setChecked] = useState<{ userId: string; admin: boolean } | null>(null)

  useEffect(() => {
    if (!userId) return
    const controller = new AbortController()
    authApi.adminSession({ signal: controller.signal }).then(
      () => setChecked({ userId, admin: true }),
      () => {
        if (!controller.signal.aborted) setChecked({ userId, admin: false })
      },
    )
    return () => controller.abort()
  }, [userId])

  if (status === 'loading') return 'loading'
  if (!userId) return 'unauthenticated'
  if (checked?.userId !== userId) return 'checking'
  return checked.admin ? 'admin' : 'denied'
}
