import { Stack } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { useState } from 'react'
import { ListEmpty } from '../../../components/admin/empty-state'
import { ListPagination } from '../../../components/admin/list-pagination'
import { QueryState } from '../../../components/admin/query-state'
import { ListCards } from '../../../components/ui/list-card'
import { useNarrowScreen } from '../../../lib/use-narrow-screen'
import { adminApi, type ListQuery } from '../api/admin-api'
import { useApiQuery } from '../api/use-api-query'
import { OrderCard } from './order-card'
import { OrdersFilters } from './orders-filters'
import { OrdersTable } from './orders-table'

const pageSize = 20
// Statuses change on the server (payments, uploads, the worker's e-mails); the list follows.
const refreshMs = 10_000

/** Every order, filtered and paged on the server, one expandable at a time. */
export function OrdersTab({ onOrdersChanged }: { onOrdersChanged: () => void }) {
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState('')
  const [search, setSearch] = useState('')
  const [expandedId, setExpandedId] = useState<string | null>(null)
  const narrow = useNarrowScreen()
  const query: ListQuery = { page, pageSize, status: status || undefined, q: search || undefined }
  const orders = useApiQuery(
    `orders?${page}&${status}&${search}`,
    (signal) => adminApi.orders(query, signal),
    { refreshMs },
  )
  const toggle = (id: string) => setExpandedId((current) => (current === id ? null : id))
  const changed = () => {
    orders.reload()
    onOrdersChanged()
  }

  return (
    <Stack gap="4" pt="2" aria-busy={orders.loading}>
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
      <QueryState
        loading={orders.loading}
        error={orders.error}
        hasData={Boolean(orders.data)}
        onRetry={orders.reload}
      >
        {orders.data?.items.length ? (
          <>
            {narrow ? (
              <ListCards label={he.admin.orders.tableLabel}>
                {orders.data.items.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    now={Date.now()}
                    expanded={order.id === expandedId}
                    onToggle={() => toggle(order.id)}
                    onExpand={() => setExpandedId(order.id)}
                    onChanged={changed}
                  />
                ))}
              </ListCards>
            ) : (
              <OrdersTable
                orders={orders.data.items}
                expandedId={expandedId}
                onToggle={toggle}
                onExpand={setExpandedId}
                onChanged={changed}
              />
            )}
            <ListPagination
              page={page}
              pageSize={pageSize}
              total={orders.data.total}
              onPageChange={setPage}
            />
          </>
        ) : (
          <ListEmpty text={he.admin.orders.empty} />
        )}
      </QueryState>
    </Stack>
  )
}
