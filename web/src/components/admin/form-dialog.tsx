import { Button, CloseButton, Portal, type DialogRootProps } from '@chakra-ui/react'
import { adminMessages } from '@shop/domain'
import type { FormEventHandler, ReactNode } from 'react'
import { Dialog } from '../ui/styled/dialog'

const { dashboard } = adminMessages

export interface FormDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  onSubmit: FormEventHandler<HTMLFormElement>
  submitting: boolean
  submitLabel: string
  submittingLabel?: string
  size?: DialogRootProps['size']
  scrollBehavior?: DialogRootProps['scrollBehavior']
  /** The form's fields, shown in the dialog's body. */
  children: ReactNode
}

/** A manager's form in a dialog: cancel and submit below, mounted only while open. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  onSubmit,
  submitting,
  submitLabel,
  submittingLabel,
  size,
  scrollBehavior,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      size={size}
      scrollBehavior={scrollBehavior}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={!submitting}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content asChild>
            <form noValidate onSubmit={onSubmit}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={submitting}>
                    {dashboard.cancel}
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={submitting}
                  loadingText={submittingLabel}
                >
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={dashboard.close} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
