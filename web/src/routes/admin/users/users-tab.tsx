import { Stack } from '@chakra-ui/react'
import { adminMessages } from '@shop/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ListEmpty } from '../../../components/admin/empty-state'
import { ListPagination } from '../../../components/admin/list-pagination'
import { QueryState } from '../../../components/admin/query-state'
import { SearchInput } from '../../../components/admin/search-input'
import { ListCards } from '../../../components/ui/list-card'
import { queryKeys, type ListQuery } from '../../../lib/query-keys'
import { useNarrowScreen } from '../../../lib/use-narrow-screen'
import { adminApi } from '../api/admin-api'
import { UserCard } from './user-card'
import { UsersTable } from './users-table'

const { users: labels } = adminMessages
const pageSize = 20

/** Registered customers, searched and paged on the server. */
export function UsersTab() {
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const narrow = useNarrowScreen()
  const query: ListQuery = { page, pageSize, q: search || undefined }
  const users = useQuery({
    queryKey: queryKeys.admin.users(query),
    queryFn: ({ signal }) => adminApi.users(query, signal),
    // The page on screen stays while the next one (or the search's) arrives
    placeholderData: keepPreviousData,
  })

  return (
    <Stack gap="4" pt="2" aria-busy={users.isPending || users.isPlaceholderData}>
      <SearchInput
        label={labels.searchLabel}
        placeholder={labels.searchPlaceholder}
        onSearch={(text) => {
          if (text === search) return
          setSearch(text)
          setPage(1)
        }}
      />
      <QueryState query={users}>
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
