import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { useState } from 'react'
import { useAccountActions } from './use-account-actions'

const dialog = he.auth.deleteAccountDialog

export interface DeleteAccountDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Asks before deleting the account for good; stays open (with an error toast) if it fails. */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const { deleteAccount } = useAccountActions()
  const [deleting, setDeleting] = useState(false)

  const confirm = async () => {
    setDeleting(true)
    const deleted = await deleteAccount()
    setDeleting(false)
    if (deleted) onOpenChange(false)
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      closeOnInteractOutside={!deleting}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title color="red.700">{dialog.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{dialog.text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={deleting}>
                  {dialog.cancel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={deleting} onClick={confirm}>
                {dialog.confirm}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={dialog.close} disabled={deleting} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
