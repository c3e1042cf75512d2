import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../lib/query-keys'
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
  const answer = useQuery({
    queryKey: queryKeys.account.deletable(userId ?? ''),
    queryFn: ({ signal }) => authApi.accountDeletion({ signal }),
    enabled: userId !== undefined && member,
  })

  if (!userId) return false
  return !member || answer.data?.allowed === true
}
