import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import {
  cancellationMessages,
  declineCancellationSchema,
  formatShortDateTime,
  type AdminCancellationRequest,
} from '@shop/domain'
import { useChangeForm } from '../../../components/admin/use-change-form'
import { FormField } from '../../../components/form/field'
import { FormMessage } from '../../../components/form/form-message'
import { hebrewResolver } from '../../../components/form/hebrew-resolver'
import { Textarea } from '../../../components/ui/styled/textarea'
import { StatusBadge } from '../../../components/ui/status-badge'
import { cancellationRequestsApi } from '../api/cancellation-requests-api'
import { useAdminMutation } from '../api/use-admin-mutation'

const m = cancellationMessages

/** One request: what the buyer wrote, and for an open one the manager's accept or decline. */
export function CancellationRequestCard({ request }: { request: AdminCancellationRequest }) {
  const accept = useAdminMutation({
    orderId: request.order_id,
    mutationFn: () => cancellationRequestsApi.accept(request.id),
    notices: { success: m.admin.accepted, failure: m.admin.acceptFailed },
  })
  const decline = useAdminMutation({
    orderId: request.order_id,
    mutationFn: (reason: string) => cancellationRequestsApi.decline(request.id, reason),
  })
  const { form, submit: submitDecline } = useChangeForm({
    resolver: hebrewResolver(declineCancellationSchema),
    defaultValues: { reason: '' },
    change: ({ reason }) => decline.mutateAsync(reason),
    success: m.admin.declined,
    failure: m.admin.declineFailed,
  })
  const { errors, isSubmitting } = form.formState
  const open = request.status === 'received'
  return (
    <Stack gap="2" borderWidth="1px" borderColor="red.200" rounded="lg" p="3" bg="red.50">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">{m.admin.request(request.reference_number)}</Text>
        <StatusBadge palette={open ? 'red' : 'gray'}>{m.status[request.status]}</StatusBadge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {m.admin.received}: {formatShortDateTime(request.created_at)} · {m.channel[request.channel]}
      </Text>
      <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
        {m.admin.reason}: {request.reason ?? m.admin.noReason}
      </Text>
      {request.decline_reason && (
        <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
          {m.admin.declineReason}: {request.decline_reason}
        </Text>
      )}
      {open && (
        <Stack gap="3">
          <Button
            size="sm"
            colorPalette="red"
            alignSelf="start"
            loading={accept.isPending}
            onClick={() => accept.mutate()}
          >
            {m.admin.accept}
          </Button>
          <form noValidate onSubmit={submitDecline}>
            <Stack gap="3">
              <FormMessage message={errors.root?.message} />
              <FormField
                label={m.admin.declineReason}
                required
                helperText={m.admin.declineHint}
                error={errors.reason?.message}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    {...form.register('reason')}
                    rows={2}
                    maxLength={1000}
                    bg="white"
                  />
                )}
              </FormField>
              <Button
                type="submit"
                size="sm"
                variant="outline"
                alignSelf="start"
                loading={isSubmitting}
              >
                {m.admin.decline}
              </Button>
            </Stack>
          </form>
        </Stack>
      )}
    </Stack>
  )
}
