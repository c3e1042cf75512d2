import { Stack, Text } from '@chakra-ui/react'
import { adminEmailSchema, adminMessages as admin } from '@shop/domain'
import { FormDialog } from '../../../components/admin/form-dialog'
import { FormField } from '../../../components/form/field'
import { FormMessage } from '../../../components/form/form-message'
import { Input } from '../../../components/ui/styled/input'
import { Textarea } from '../../../components/ui/styled/textarea'
import { adminApi } from '../api/admin-api'
import { useAdminMutation } from '../api/use-admin-mutation'
import type { AdminOrder } from '../api/admin-types'
import { hebrewResolver } from '../../../components/form/hebrew-resolver'
import { useChangeForm } from '../../../components/admin/use-change-form'
import { emailBlockedReason } from './email-blocked-reason'

const labels = admin.emailDialog

export interface SendEmailDialogProps {
  order: AdminOrder
  open: boolean
  onOpenChange: (open: boolean) => void
  onSent: () => void
}

/** A free e-mail to the order's customer: queued on the server and sent by a worker. */
export function SendEmailDialog({ order, open, onOpenChange, onSent }: SendEmailDialogProps) {
  const sending = useAdminMutation({
    orderId: order.id,
    mutationFn: (email: { subject: string; body: string }) => adminApi.sendEmail(order.id, email),
  })
  const { form, submit } = useChangeForm({
    resolver: hebrewResolver(adminEmailSchema),
    defaultValues: { subject: '', body: '' },
    change: (email) => sending.mutateAsync(email),
    success: admin.emailQueued,
    failure: admin.emailFailed,
    done: () => {
      onOpenChange(false)
      onSent()
    },
  })
  const { errors, isSubmitting } = form.formState

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title(order.order_number)}
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel={labels.send}
      submittingLabel={labels.sending}
    >
      <Stack gap="4">
        {/* The order may have been completed while the message was being written */}
        <FormMessage message={errors.root?.message ?? emailBlockedReason(order)} />
        <Text color="fg.muted" fontSize="sm">
          {labels.to} <bdi>{order.user_email}</bdi>
        </Text>
        <FormField label={labels.subject} required error={errors.subject?.message}>
          {(control) => <Input {...control} {...form.register('subject')} />}
        </FormField>
        <FormField label={labels.body} required error={errors.body?.message}>
          {(control) => <Textarea {...control} {...form.register('body')} rows={7} />}
        </FormField>
      </Stack>
    </FormDialog>
  )
}
