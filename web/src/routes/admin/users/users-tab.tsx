import { Stack } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { useState } from 'react'
import { ListEmpty } from '../../../components/admin/empty-state'
import { ListPagination } from '../../../components/admin/list-pagination'
import { QueryState } from '../../../components/admin/query-state'
import { SearchInput } from '../../../components/admin/search-input'
import { ListCards } from '../../../components/ui/list-card'
import { useNarrowScreen } from '../../../lib/use-narrow-screen'
import { adminApi } from '../api/admin-api'
import { useApiQuery } from '../api/use-api-query'
import { UserCard } from './user-card'
import { UsersTable } from './users-table'

const { users: labels } = he.admin
const pageSize = 20

/** Registered customers, searched and paged on the server. */
export function UsersTab() {
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const narrow = useNarrowScreen()
  const users = useApiQuery(`users?${page}&${search}`, (signal) =>
    adminApi.users({ page, pageSize, q: search || undefined }, signal),
  )

  return (
    <Stack gap="4" pt="2" aria-busy={users.loading}>
      <SearchInput
        label={labels.searchLabel}
        placeholder={labels.searchPlaceholder}
        onSearch={(text) => {
          if (text === search) return
          setSearch(text)
          setPage(1)
        }}
      />
      <QueryState
        loading={users.loading}
        error={users.error}
        hasData={Boolean(users.data)}
        onRetry={users.reload}
      >
        {users.data?.items.length ? (
          <>
            {narrow ? (
              <ListCards label={labels.tableLabel}>
                {users.data.items.map((user) => (
                  <UserCard key={user.id} user={user} />
                ))}
              </ListCards>
            ) : (
              <UsersTable users={users.data.items} />
            )}
            <ListPagination
              page={page}
              pageSize={pageSize}
              total={users.data.total}
              onPageChange={setPage}
            />
          </>
        ) : (
          <ListEmpty text={labels.empty} />
        )}
      </QueryState>
    </Stack>
  )
}
