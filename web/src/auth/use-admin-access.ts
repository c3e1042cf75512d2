import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../lib/query-keys'
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
  const check = useQuery({
    queryKey: queryKeys.account.adminAccess(userId ?? ''),
    queryFn: ({ signal }) => authApi.adminSession({ signal }),
    enabled: userId !== undefined,
    staleTime: Infinity,
  })

  if (status === 'loading') return 'loading'
  if (!userId) return 'unauthenticated'
  if (check.isPending) return 'checking'
  return check.isSuccess ? 'admin' : 'denied'
}
