import { Button, Stack } from '@chakra-ui/react'
import {
  cancellationMessages,
  recordCancellationSchema,
  type RecordCancellationInput,
} from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { Panel } from '../../../components/admin/panel'
import { useChangeForm } from '../../../components/admin/use-change-form'
import { FormField } from '../../../components/form/field'
import { FormMessage } from '../../../components/form/form-message'
import { hebrewResolver } from '../../../components/form/hebrew-resolver'
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
  const record = useAdminMutation({
    orderId: order.id,
    mutationFn: (input: RecordCancellationInput) => cancellationRequestsApi.record(order.id, input),
  })
  const { form, submit } = useChangeForm<RecordCancellationInput>({
    resolver: hebrewResolver(recordCancellationSchema),
    defaultValues: { channel: 'phone', reason: '' },
    change: (input) => record.mutateAsync(input),
    success: m.admin.recorded,
    failure: m.admin.recordFailed,
  })
  const { errors, isSubmitting } = form.formState
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
          <form noValidate onSubmit={submit} aria-label={m.admin.recordTitle}>
            <Stack gap="3">
              <FormMessage message={errors.root?.message} />
              <FormField label={m.admin.channelLabel}>
                {(control) => (
                  <NativeSelect.Root size="sm" maxW="60">
                    <NativeSelect.Field {...control} {...form.register('channel')}>
                      <option value="phone">{m.channel.phone}</option>
                      <option value="email">{m.channel.email}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              </FormField>
              <FormField label={m.page.reason} optional error={errors.reason?.message}>
                {(control) => (
                  <Textarea {...control} {...form.register('reason')} rows={2} maxLength={1000} />
                )}
              </FormField>
              <Button
                type="submit"
                size="sm"
                variant="outline"
                colorPalette="red"
                alignSelf="start"
                loading={isSubmitting}
              >
                {m.admin.record}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Panel>
  )
}
