import { Text } from '@chakra-ui/react'
import { adminMessages, formatShortDateTime } from '@shop/domain'
import { useMutationState, useQuery } from '@tanstack/react-query'
import { QueryState } from '../../../components/admin/query-state'
import { Table } from '../../../components/ui/styled/table'
import { queryKeys } from '../../../lib/query-keys'
import { adminApi } from '../api/admin-api'
import type { AdminOrder } from '../api/admin-types'
import { Panel } from '../../../components/admin/panel'
import { EmailStatusBadge } from './email-status-badge'
import { ResendButton } from './resend-button'

const { emails: labels, emailTemplates, dashboard } = adminMessages
// A queued e-mail is picked up by a worker within seconds; until then the list is polled.
const queuedRefreshMs = 3_000
// After a change here (an e-mail sent, a map uploaded) the worker's e-mails follow within
// seconds, so the log is polled that long even before their rows exist.
const followChangeMs = 30_000

/** The order's e-mail log: what was sent to whom, and whether it went out. */
export function OrderEmails({ order }: { order: AdminOrder }) {
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
          <Table.ScrollArea>
            <Table.Root size="sm" minW="2xl" aria-label={labels.tableLabel(order.order_number)}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{labels.columns.template}</Table.ColumnHeader>
                  <Table.ColumnHeader>{labels.columns.subject}</Table.ColumnHeader>
                  <Table.ColumnHeader>{labels.columns.recipient}</Table.ColumnHeader>
                  <Table.ColumnHeader>{labels.columns.status}</Table.ColumnHeader>
                  <Table.ColumnHeader>{labels.columns.attempts}</Table.ColumnHeader>
                  <Table.ColumnHeader>{labels.columns.lastError}</Table.ColumnHeader>
                  <Table.ColumnHeader>{labels.columns.sentAt}</Table.ColumnHeader>
                  <Table.ColumnHeader>{labels.columns.actions}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {emails.data.map((email) => (
                  <Table.Row key={email.id}>
                    <Table.Cell>{emailTemplates[email.template] ?? email.template}</Table.Cell>
                    <Table.Cell maxW="xs">{email.subject ?? dashboard.none}</Table.Cell>
                    <Table.Cell>
                      <bdi>{email.recipient}</bdi>
                    </Table.Cell>
                    <Table.Cell>
                      <EmailStatusBadge status={email.status} />
                    </Table.Cell>
                    <Table.Cell>{email.attempts}</Table.Cell>
                    <Table.Cell
                      maxW="xs"
                      color={email.last_error ? 'red.700' : undefined}
                      overflowWrap="anywhere"
                    >
                      {email.last_error ?? dashboard.none}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {email.sent_at ? formatShortDateTime(email.sent_at) : dashboard.none}
                    </Table.Cell>
                    <Table.Cell>
                      {email.status === 'failed' ? (
                        <ResendButton
                          orderId={order.id}
                          send={() => adminApi.resendEmail(order.id, email.id)}
                          notices={{ success: labels.resent, failure: labels.resendFailed }}
                          aria-label={labels.resendLabel(email.recipient)}
                          size="xs"
                        >
                          {labels.resend}
                        </ResendButton>
                      ) : null}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {labels.empty}
          </Text>
        )}
      </QueryState>
    </Panel>
  )
}
