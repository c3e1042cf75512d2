import { Button, Stack } from '@chakra-ui/react'
import { cancellationMessages, type RecordCancellationInput } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Panel } from '../../../components/admin/panel'
import { FormField } from '../../../components/form/field'
import { NativeSelect } from '../../../components/ui/styled/native-select'
import { Textarea } from '../../../components/ui/styled/textarea'
import { queryKeys } from '../../../lib/query-keys'
import type { AdminOrder } from '../api/admin-types'
import { cancellationRequestsApi } from '../api/cancellation-requests-api'
import { useAdminMutation } from '../api/use-admin-mutation'
import { CancellationRequestCard } from './cancellation-request-card'

const m = cancellationMessages

/**
 * The order's cancellation requests ("בקשת ביטול") with the buyer's reasons, and the form that
 * records one a manager took by phone or e-mail; the server settles it by the same rules.
 */
export function OrderCancellationRequests({ order }: { order: AdminOrder }) {
  const { data } = useQuery({
    queryKey: queryKeys.admin.orderCancellations(order.id),
    queryFn: ({ signal }) => cancellationRequestsApi.list({ orderId: order.id }, signal),
  })
  const [input, setInput] = useState<RecordCancellationInput>({ channel: 'phone', reason: '' })
  const record = useAdminMutation({
    orderId: order.id,
    mutationFn: () => cancellationRequestsApi.record(order.id, input),
    notices: { success: m.admin.recorded, failure: m.errors.sendFailed },
    onSuccess: () => setInput({ channel: 'phone', reason: '' }),
  })
  const requests = data?.requests ?? []
  const paid = order.paid_at !== null && order.status !== 'cancelled' && !order.deleted_at
  if (requests.length === 0 && !paid) return null
  return (
    <Panel title={m.admin.title}>
      <Stack gap="3">
        {requests.map((request) => (
          <CancellationRequestCard key={request.id} request={request} />
        ))}
        {paid && (
          <Stack gap="3" as="section" aria-label={m.admin.recordTitle}>
            <FormField label={m.admin.channelLabel}>
              {(control) => (
                <NativeSelect.Root size="sm" maxW="60">
                  <NativeSelect.Field
                    {...control}
                    value={input.channel}
                    onChange={(event) =>
                      setInput({
                        ...input,
                        channel: event.target.value === 'email' ? 'email' : 'phone',
                      })
                    }
                  >
                    <option value="phone">{m.channel.phone}</option>
                    <option value="email">{m.channel.email}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </FormField>
            <FormField label={m.page.reason} optional>
              {(control) => (
                <Textarea
                  {...control}
                  value={input.reason ?? ''}
                  onChange={(event) => setInput({ ...input, reason: event.target.value })}
                  rows={2}
                  maxLength={1000}
                />
              )}
            </FormField>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              alignSelf="start"
              loading={record.isPending}
              onClick={() => record.mutate()}
            >
              {m.admin.record}
            </Button>
          </Stack>
        )}
      </Stack>
    </Panel>
  )
}
