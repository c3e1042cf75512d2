import { Stack, Text, Textarea } from '@chakra-ui/react'
import { hebrewResolver } from '../../../components/form/hebrew-resolver'
import { cancelOrderSchema, formatAmount, he } from '@shop/domain'
import { useForm } from 'react-hook-form'
import { FormDialog } from '../../../components/admin/form-dialog'
import { FormField } from '../../../components/form/field'
import { toaster } from '../../../components/ui/toaster'
import { errorMessage } from '../../../lib/error-message'
import { adminApi } from '../api/admin-api'
import type { AdminOrder } from '../api/admin-types'

const { admin } = he
const labels = admin.cancelDialog

export interface CancelOrderDialogProps {
  order: AdminOrder
  open: boolean
  onOpenChange: (open: boolean) => void
  onCancelled: () => void
}

/**
 * Asks why before cancelling a paid order: the refund, the credit invoice and the buyer's e-mail
 * follow on the server, and none of it can be undone.
 */
export function CancelOrderDialog({
  order,
  open,
  onOpenChange,
  onCancelled,
}: CancelOrderDialogProps) {
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: hebrewResolver(cancelOrderSchema),
    defaultValues: { reason: '' },
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async ({ reason }) => {
    try {
      await adminApi.cancelOrder(order.id, reason)
      toaster.create({ type: 'success', title: admin.orderCancelled(order.order_number) })
      reset()
      onOpenChange(false)
      onCancelled()
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, admin.orderCancelFailed) })
    }
  })

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
        <Text>{labels.explanation(formatAmount(order.total))}</Text>
        <FormField
          label={labels.reason}
          required
          helperText={labels.reasonHint}
          error={errors.reason?.message}
        >
          {(control) => <Textarea {...control} {...register('reason')} rows={4} maxLength={500} />}
        </FormField>
      </Stack>
    </FormDialog>
  )
}
