import { Button, CloseButton, Portal, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Dialog } from './styled/dialog'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** A string becomes a paragraph; anything else is the body as given. */
  text: ReactNode
  confirmLabel: string
  cancelLabel: string
  closeLabel: string
  /** While the action runs: the confirm button spins and nothing else closes the dialog. */
  busy: boolean
  /** An action that cannot be undone: red title and button. */
  destructive?: boolean
  onConfirm: () => void
}

/** Asks before an action; the caller runs it and decides whether the dialog closes. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  cancelLabel,
  closeLabel,
  busy,
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title color={destructive ? 'red.700' : undefined}>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof text === 'string' ? <Text>{text}</Text> : text}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette={destructive ? 'red' : 'brand'}
                loading={busy}
                onClick={onConfirm}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
