import { Stack, Text } from '@chakra-ui/react'
import { deleteAccountDialogMessages } from '@shop/domain'
import { useState } from 'react'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { List } from '../ui/styled/list'
import { useAccountActions } from './use-account-actions'

const dialog = deleteAccountDialogMessages

export interface DeleteAccountDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** What goes and what stays, as the privacy page says it. */
function ErasureSummary() {
  return (
    <Stack gap="3">
      <Text fontWeight="medium">{dialog.text}</Text>
      <Text fontWeight="bold" color="red.700">
        {dialog.erasedTitle}
      </Text>
      <List.Root gap="1" ps="5" fontSize="sm">
        {dialog.erased.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
      <Text fontWeight="bold">{dialog.keptTitle}</Text>
      <Text fontSize="sm">{dialog.kept}</Text>
      <Text fontSize="sm">{dialog.giftsKept}</Text>
    </Stack>
  )
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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={dialog.title}
      text={<ErasureSummary />}
      confirmLabel={dialog.confirm}
      cancelLabel={dialog.cancel}
      closeLabel={dialog.close}
      busy={deleting}
      destructive
      onConfirm={confirm}
    />
  )
}
