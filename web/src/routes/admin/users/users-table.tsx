import { Stack } from '@chakra-ui/react'
import { adminMessages, formatAmount, formatDate } from '@shop/domain'
import { Table } from '../../../components/ui/styled/table'
import type { AdminUser } from '../api/admin-types'
import { AccountStatusBadge } from './account-status-badge'
import { EmailVerifiedBadge } from './email-verified-badge'

const { users: labels, dashboard } = adminMessages

export function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="brand.100" rounded="xl" bg="white">
      <Table.Root size="sm" minW="3xl" aria-label={labels.tableLabel}>
        <Table.Header>
          <Table.Row bg="brand.50">
            <Table.ColumnHeader>{labels.columns.name}</Table.ColumnHeader>
            <Table.ColumnHeader>{labels.columns.email}</Table.ColumnHeader>
            <Table.ColumnHeader>{labels.columns.phone}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{labels.columns.orders}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{labels.columns.spent}</Table.ColumnHeader>
            <Table.ColumnHeader>{labels.columns.joined}</Table.ColumnHeader>
            <Table.ColumnHeader>{labels.columns.status}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <Table.Row key={user.id}>
              <Table.Cell fontWeight="medium">{user.name || dashboard.none}</Table.Cell>
              <Table.Cell>
                <Stack gap="1" align="start">
                  <bdi>{user.email}</bdi>
                  <EmailVerifiedBadge user={user} />
                </Stack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {user.phone ? <bdi>{user.phone}</bdi> : dashboard.none}
              </Table.Cell>
              <Table.Cell textAlign="end">{user.total_orders}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatAmount(user.total_spent, 2)}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(user.created_at)}</Table.Cell>
              <Table.Cell>
                <AccountStatusBadge deleted={Boolean(user.deleted_at)} labels={labels} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
