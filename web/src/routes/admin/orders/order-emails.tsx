import { Text } from '@chakra-ui/react'
import { adminMessages } from '@shop/domain'
import { useMutationState, useQuery } from '@tanstack/react-query'
import { QueryState } from '../../../components/admin/query-state'
import { queryKeys } from '../../../lib/query-keys'
import { adminApi } from '../api/admin-api'
import type { AdminOrder } from '../api/admin-types'
import { Panel } from '../../../components/admin/panel'
import { useNarrowScreen } from '../../../lib/use-narrow-screen'
import { OrderEmailList } from './order-email-list'
import { OrderEmailsTable } from './order-emails-table'

const { emails: labels } = adminMessages
// A queued e-mail is picked up by a worker within seconds; until then the list is polled.
const queuedRefreshMs = 3_000
// After a change here (an e-mail sent, a map uploaded) the worker's e-mails follow within
// seconds, so the log is polled that long even before their rows exist.
const followChangeMs = 30_000

/**
 * The order's e-mail log: what was sent to whom, and whether it went out. A table where it fits,
 * a list on a phone, where the table's columns would hide past its edge.
 */
export function OrderEmails({ order }: { order: AdminOrder }) {
  const narrow = useNarrowScreen()
  // When this order was last changed here: the dashboard's changes to an order share its key.
  const changedAt = useMutationState({
    filters: { mutationKey: queryKeys.admin.order(order.id), status: 'success' },
    select: (mutation) => mutation.state.submittedAt,
  })
  const lastChange = Math.max(0, ...changedAt)
  const emails = useQuery({
    // The order's status, seen by the orders list's own polling, also changes with its e-mails
    // (a delivered order becomes completed), whoever made the change: a new status looks again.
    queryKey: [...queryKeys.admin.orderEmails(order.id), order.status],
    queryFn: ({ signal }) => adminApi.orderEmails(order.id, signal),
    refetchInterval: (query) =>
      query.state.data?.some((email) => email.status === 'queued') ||
      Date.now() - lastChange < followChangeMs
        ? queuedRefreshMs
        : false,
    refetchIntervalInBackground: false,
  })

  return (
    <Panel title={labels.title}>
      <QueryState query={emails} errorText={labels.loadFailed}>
        {emails.data?.length ? (
          narrow ? (
            <OrderEmailList order={order} emails={emails.data} />
          ) : (
            <OrderEmailsTable order={order} emails={emails.data} />
          )
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {labels.empty}
          </Text>
        )}
      </QueryState>
    </Panel>
  )
}
