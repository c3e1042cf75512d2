import { he } from '@shop/domain'
import { useState } from 'react'
import { ConfirmDialog } from '../ui/confirm-dialog'
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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={dialog.title}
      text={dialog.text}
      confirmLabel={dialog.confirm}
      cancelLabel={dialog.cancel}
      closeLabel={dialog.close}
      busy={deleting}
      destructive
      onConfirm={confirm}
    />
  )
}
