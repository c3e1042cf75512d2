import { Stack, Text } from '@chakra-ui/react'
import { hebrewResolver } from '../../../components/form/hebrew-resolver'
import { adminMessages as admin, cancelOrderSchema, formatAmount } from '@shop/domain'
import { FormDialog } from '../../../components/admin/form-dialog'
import { FormField } from '../../../components/form/field'
import { FormMessage } from '../../../components/form/form-message'
import { Textarea } from '../../../components/ui/styled/textarea'
import { adminApi } from '../api/admin-api'
import { useAdminMutation } from '../api/use-admin-mutation'
import type { AdminOrder } from '../api/admin-types'
import { useChangeForm } from '../../../components/admin/use-change-form'

const labels = admin.cancelDialog

export interface CancelOrderDialogProps {
  order: AdminOrder
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Asks why before cancelling a paid order: the refund, the credit invoice and the buyer's e-mail
 * follow on the server, and none of it can be undone.
 */
export function CancelOrderDialog({ order, open, onOpenChange }: CancelOrderDialogProps) {
  const cancellation = useAdminMutation({
    orderId: order.id,
    mutationFn: (reason: string) => adminApi.cancelOrder(order.id, reason),
  })
  const { form, submit } = useChangeForm({
    resolver: hebrewResolver(cancelOrderSchema),
    defaultValues: { reason: '' },
    change: ({ reason }) => cancellation.mutateAsync(reason),
    success: admin.orderCancelled(order.order_number),
    failure: admin.orderCancelFailed,
    done: () => onOpenChange(false),
  })
  const { errors, isSubmitting } = form.formState

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title(order.order_number)}
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel={labels.confirm}
      submittingLabel={labels.confirming}
    >
      <Stack gap="4">
        <FormMessage message={errors.root?.message} />
        <Text>{labels.explanation(formatAmount(order.total))}</Text>
        <FormField
          label={labels.reason}
          required
          helperText={labels.reasonHint}
          error={errors.reason?.message}
        >
          {(control) => (
            <Textarea {...control} {...form.register('reason')} rows={4} maxLength={500} />
          )}
        </FormField>
      </Stack>
    </FormDialog>
  )
}
