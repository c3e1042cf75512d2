import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { useState } from 'react'
import { toaster } from '../../components/ui/toaster'
import type { BuyerOrder } from '@shop/domain'
import { errorMessage } from '../../lib/error-message'
import { ordersApi } from '../../lib/orders-api'

const dialog = he.order.deleteDialog

export interface DeleteOrderDialogProps {
  /** The order to delete; the dialog is open while there is one. */
  order: BuyerOrder | null
  onClose: () => void
  onDeleted: (orderId: string) => void
}

/** Asks before deleting an unpaid order; stays open (with an error toast) if it fails. */
export function DeleteOrderDialog({ order, onClose, onDeleted }: DeleteOrderDialogProps) {
  const [deleting, setDeleting] = useState(false)
  // The text stays while the dialog animates closed, after the order is gone
  const [shown, setShown] = useState(order)
  if (order && order !== shown) setShown(order)

  const confirm = async () => {
    if (!order) return
    setDeleting(true)
    try {
      await ordersApi.deleteOrder(order.id)
      toaster.create({ type: 'success', title: he.order.deleted })
      onDeleted(order.id)
      onClose()
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, he.order.deleteFailed) })
    } finally {
      setDeleting(false)
    }
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={order !== null}
      onOpenChange={(details) => !details.open && onClose()}
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
              <Text>{shown && dialog.text(shown.order_number)}</Text>
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
