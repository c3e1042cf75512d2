import { Stack } from '@chakra-ui/react'
import { adminMessages } from '@shop/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ListEmpty } from '../../../components/admin/empty-state'
import { ListPagination } from '../../../components/admin/list-pagination'
import { QueryState } from '../../../components/admin/query-state'
import { ListCards } from '../../../components/ui/list-card'
import { queryKeys, type ListQuery } from '../../../lib/query-keys'
import { useNarrowScreen } from '../../../lib/use-narrow-screen'
import { adminApi } from '../api/admin-api'
import { OpenCancellationRequests } from './open-cancellation-requests'
import { OrderCard } from './order-card'
import { OrdersFilters } from './orders-filters'
import { OrdersTable } from './orders-table'

const pageSize = 20
// Statuses change on the server (payments, uploads, the worker's e-mails); the list follows,
// closely while a map draft is being made, which takes seconds.
const refreshMs = 10_000
const draftingRefreshMs = 3_000

/** Every order, filtered and paged on the server, one expandable at a time. */
export function OrdersTab() {
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState('')
  const [search, setSearch] = useState('')
  const [expandedId, setExpandedId] = useState<string | null>(null)
  const narrow = useNarrowScreen()
  const query: ListQuery = { page, pageSize, status: status || undefined, q: search || undefined }
  const orders = useQuery({
    queryKey: queryKeys.admin.orders(query),
    queryFn: ({ signal }) => adminApi.orders(query, signal),
    // The page on screen stays while the next one (or the filter's) arrives
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.items.some((order) =>
        order.reports.some((report) => report.draft_status === 'queued'),
      )
        ? draftingRefreshMs
        : refreshMs,
    refetchIntervalInBackground: false,
  })
  const toggle = (id: string) => setExpandedId((current) => (current === id ? null : id))

  return (
    <Stack gap="4" pt="2" aria-busy={orders.isPending || orders.isPlaceholderData}>
      <OpenCancellationRequests />
      <OrdersFilters
        status={status}
        onStatusChange={(next) => {
          setStatus(next)
          setPage(1)
        }}
        onSearch={(text) => {
          if (text === search) return
          setSearch(text)
          setPage(1)
        }}
      />
      <QueryState query={orders}>
        {orders.data?.items.length ? (
          <>
            {narrow ? (
              <ListCards label={adminMessages.orders.tableLabel}>
                {orders.data.items.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    now={orders.dataUpdatedAt}
                    expanded={order.id === expandedId}
                    onToggle={() => toggle(order.id)}
                    onExpand={() => setExpandedId(order.id)}
                  />
                ))}
              </ListCards>
            ) : (
              <OrdersTable
                orders={orders.data.items}
                expandedId={expandedId}
                onToggle={toggle}
                onExpand={setExpandedId}
                now={orders.dataUpdatedAt}
              />
            )}
            <ListPagination
              page={page}
              pageSize={pageSize}
              total={orders.data.total}
              totalIsLowerBound={orders.data.totalIsLowerBound}
              onPageChange={setPage}
            />
          </>
        ) : (
          <ListEmpty text={adminMessages.orders.empty} />
        )}
      </QueryState>
    </Stack>
  )
}
