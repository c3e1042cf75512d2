import { Button, VisuallyHidden } from '@chakra-ui/react'
import { adminMessages } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { ExternalLinkIcon } from 'lucide-react'
import { authApi } from '../../../auth/auth-api'
import { useAuth } from '../../../auth/auth-state'
import { queryKeys } from '../../../lib/query-keys'

const { dashboard } = adminMessages

/**
 * The queue board opens in its own tab and is authorised by a cookie the session check sets from
 * the bearer token. The token is replaced every few minutes, so the check runs again with each
 * new one to keep the cookie from expiring while the dashboard stays open.
 */
export function QueueBoardLink() {
  const { sessionToken } = useAuth()
  useQuery({
    queryKey: queryKeys.boardSession(sessionToken),
    queryFn: ({ signal }) => authApi.adminSession({ signal }),
    enabled: sessionToken !== null,
    staleTime: Infinity,
  })

  return (
    <Button asChild variant="subtle" colorPalette="brand">
      <a href="/admin/queues" target="_blank" rel="noopener">
        <ExternalLinkIcon aria-hidden />
        {dashboard.queueBoard}
        <VisuallyHidden>{dashboard.newTab}</VisuallyHidden>
      </a>
    </Button>
  )
}
