import { useEffect, useState } from 'react'
import { authApi } from './auth-api'
import { useAuth } from './auth-state'

/**
 * Whether the account menu offers deletion: not to the shop's last manager, as the server answers
 * it. Only a member of some tenant can be a manager, so no one else's menu waits for the answer.
 */
export function useAccountDeletable(): boolean {
  const { status, user } = useAuth()
  const userId = status === 'authenticated' ? user?.userId : undefined
  const member = Boolean(user?.tenants.length)
  const [answer, setAnswer] = useState<{ userId: string; allowed: boolean } | null>(null)

  useEffect(() => {
    if (!userId || !member) return
    const controller = new AbortController()
    authApi.accountDeletion({ signal: controller.signal }).then(
      ({ allowed }) => setAnswer({ userId, allowed }),
      () => undefined,
    )
    return () => controller.abort()
  }, [userId, member])

  if (!userId) return false
  return !member || (answer?.userId === userId && answer.allowed)
}
