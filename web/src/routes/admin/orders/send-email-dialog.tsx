import { Button, CloseButton, Dialog, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { adminEmailSchema, he } from '@shop/domain'
import { useForm } from 'react-hook-form'
import { FormField } from '../../../components/form/field'
import { toaster } from '../../../components/ui/toaster'
import { errorMessage } from '../../../lib/error-message'
import { adminApi } from '../api/admin-api'
import type { AdminOrder } from '../api/admin-types'

const { admin } = he
const labels = admin.emailDialog

export interface SendEmailDialogProps {
  order: AdminOrder
  open: boolean
  onOpenChange(open: boolean): void
  onSent(): void
}

/** A free e-mail to the order's customer: queued on the server and sent by a worker. */
export function SendEmailDialog({ order, open, onOpenChange, onSent }: SendEmailDialogProps) {
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(adminEmailSchema),
    defaultValues: { subject: '', body: '' },
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (email) => {
    try {
      await adminApi.sendEmail(order.id, email)
      toaster.create({ type: 'success', title: admin.emailQueued })
      reset()
      onOpenChange(false)
      onSent()
    } catch (error) {
      const message = errorMessage(error, admin.emailFailed)
      toaster.create({
        type: 'error',
        title: admin.emailFailed,
        description: message === admin.emailFailed ? undefined : message,
      })
    }
  })

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      lazyMount
      unmountOnExit
      closeOnInteractOutside={!isSubmitting}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content asChild>
            <form noValidate onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{labels.title(order.order_number)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted" fontSize="sm">
                    {labels.to} <bdi>{order.user_email}</bdi>
                  </Text>
                  <FormField label={labels.subject} required error={errors.subject?.message}>
                    {(control) => <Input {...control} {...register('subject')} />}
                  </FormField>
                  <FormField label={labels.body} required error={errors.body?.message}>
                    {(control) => <Textarea {...control} {...register('body')} rows={7} />}
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={isSubmitting}>
                    {admin.dashboard.cancel}
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={isSubmitting}
                  loadingText={labels.sending}
                >
                  {labels.send}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={admin.dashboard.close} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
