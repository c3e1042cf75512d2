import { Heading, Stack, Text } from '@chakra-ui/react'
import { cancellationMessages } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../../../lib/query-keys'
import { cancellationRequestsApi } from '../api/cancellation-requests-api'
import { CancellationRequestCard } from './cancellation-request-card'

const m = cancellationMessages.admin

/** Every request waiting for a manager, oldest first, above the orders; nothing when none wait. */
export function OpenCancellationRequests() {
  const { data } = useQuery({
    queryKey: queryKeys.admin.openCancellations,
    queryFn: ({ signal }) => cancellationRequestsApi.list({ status: 'received' }, signal),
  })
  const requests = data?.requests ?? []
  if (requests.length === 0) return null
  return (
    <Stack as="section" aria-label={m.openOnly} gap="3">
      <Heading as="h2" fontSize="md" color="red.800">
        {m.openOnly} ({requests.length})
      </Heading>
      {requests.map((request) => (
        <Stack key={request.id} gap="1">
          <Text fontSize="sm" fontWeight="semibold">
            {m.order(request.order_number)} · <bdi>{request.buyer_email}</bdi>
          </Text>
          <CancellationRequestCard request={request} />
        </Stack>
      ))}
    </Stack>
  )
}
