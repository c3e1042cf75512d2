import { adminMessages, emailMessages, formatShortDateTime, type AdminEmail } from '@shop/domain'
import { Table } from '../../../components/ui/styled/table'
import type { AdminOrder } from '../api/admin-types'
import { EmailResendButton } from './email-resend-button'
import { EmailStatusBadge } from './email-status-badge'

const { emails: labels, dashboard } = adminMessages
const { kindNames } = emailMessages

/** The order's e-mails as a table, where the screen is wide enough for its eight columns. */
export function OrderEmailsTable({ order, emails }: { order: AdminOrder; emails: AdminEmail[] }) {
  return (
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
          {emails.map((email) => (
            <Table.Row key={email.id}>
              <Table.Cell>{kindNames[email.template] ?? email.template}</Table.Cell>
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
                <EmailResendButton orderId={order.id} email={email} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
